// @airtime/api-client: every export, by folder (decode, endpoints, hooks, http, messaging, metrics,
// models, realtime, session, swr). Internal helpers (the messaging ledger, the realtime cache
// plumbing, the session's internals) stay unexported.

export {
  DecodeError,
  type Decoder,
  type ListPage,
  list,
  many,
  nothing,
  one,
  optionalOne,
  shape,
} from './decode/decoders.ts';
export {
  defineModel,
  type OwnFields,
  type RecordModel,
  type Relation,
} from './decode/defineModel.ts';
export {
  type AgencyCreateInput,
  type AgencyInput,
  type AgencyListQuery,
  type AgencySort,
  createAgency,
  getAgency,
  listAgencies,
  updateAgency,
} from './endpoints/agencies.ts';
export {
  type AssigneeInput,
  type AssigneeListQuery,
  type AssigneeSort,
  createAssignee,
  deleteAssignee,
  listAssignees,
} from './endpoints/assignees.ts';
export {
  type AuthMessage,
  type ChangePasswordInput,
  changePassword,
  endImpersonation,
  getCsrfCookie,
  type ImpersonationStart,
  type LoginInput,
  type LoginResult,
  login,
  logout,
  logoutUser,
  type PasswordResetLinkInput,
  type ResetPasswordInput,
  resetPassword,
  sendPasswordResetLink,
  startImpersonation,
  stopImpersonation,
  type VerifyCodeInput,
  verifyLoginCode,
} from './endpoints/auth.ts';
export {
  addBrandRelationship,
  type BrandContentListQuery,
  type BrandContentSort,
  type BrandEventInput,
  type BrandEventListQuery,
  type BrandEventSort,
  type BrandRelationshipInput,
  getBrandCreator,
  getBrandEvent,
  listBrandContent,
  listBrandEvents,
  updateBrandEvent,
} from './endpoints/brandApp.ts';
export {
  type BrandMetricTypeCreateInput,
  type BrandMetricTypeInput,
  createBrandMetricType,
  deleteBrandMetricType,
  updateBrandMetricType,
} from './endpoints/brandMetricTypes.ts';
export {
  type BrandBudgetInput,
  type BrandCreateInput,
  type BrandInput,
  type BrandListQuery,
  type BrandSort,
  createBrand,
  getBrand,
  getBrandStats,
  listBrands,
  updateBrand,
  updateBrandBudget,
} from './endpoints/brands.ts';
export {
  authorizeChannel,
  type ChannelAuthorization,
  type ChannelAuthorizationInput,
} from './endpoints/broadcasting.ts';
export {
  batchUpdateCampaigns,
  type CampaignBatchInput,
  type CampaignCreateInput,
  type CampaignInput,
  type CampaignListQuery,
  type CampaignSort,
  type CampaignSortField,
  createCampaign,
  deleteCampaign,
  getCampaign,
  listCampaigns,
  updateCampaign,
} from './endpoints/campaigns.ts';
export {
  type ContactCreateInput,
  type ContactInput,
  type ContactListQuery,
  type ContactSort,
  type ContactSortField,
  type ContactSubjectSegment,
  createContact,
  deleteContact,
  listContacts,
  updateContact,
} from './endpoints/contacts.ts';
export {
  type ChannelCreateInput,
  type ChannelInput,
  type ChannelListQuery,
  type ChannelSort,
  type ChannelSortField,
  createChannel,
  deleteChannel,
  listChannels,
  updateChannel,
} from './endpoints/content.ts';
export {
  type CreatorBrandListQuery,
  type CreatorBrandSort,
  type CreatorBrandSortField,
  listCreatorAppBrands,
  listCreatorBrands,
  type SelectedCreatorBrandListQuery,
} from './endpoints/creatorApp.ts';
export {
  type CreatorCreateInput,
  type CreatorInput,
  type CreatorListQuery,
  type CreatorSort,
  type CreatorSortField,
  createCreator,
  deleteCreator,
  getCreator,
  listCreators,
  updateCreator,
} from './endpoints/creators.ts';
export {
  type AnyCall,
  type Call,
  type CallArgs,
  type CallInput,
  type CallResult,
  callUrl,
  defineCall,
  encodeQuery,
  fillPath,
  type HttpMethod,
  type PathParamNames,
  type PathParams,
  type QueryParams,
  type QueryValue,
  type RequestOptions,
} from './endpoints/defineCall.ts';
export {
  DICTIONARY_PAGE_SIZE,
  type DictionaryQuery,
  type DictionarySort,
  type DictionarySortField,
  listCategories,
  listCountries,
  listIndustries,
  listLanguages,
} from './endpoints/dictionaries.ts';
export {
  createEvent,
  type EventBookingInput,
  type EventCreateInput,
  type EventFieldsInput,
  type EventFilters,
  type EventListQuery,
  type EventPeriodSelection,
  type EventRangeQuery,
  type EventSelection,
  type EventSort,
  type EventSortField,
  type EventUpdateInput,
  getEvent,
  listEvents,
  toEventQuery,
  updateEvent,
} from './endpoints/events.ts';
export { type SignupRequestReceipt, submitSignupRequest } from './endpoints/forms.ts';
export {
  createIntegration,
  deleteIntegration,
  type IntegrationInput,
  type IntegrationListQuery,
  type IntegrationSort,
  type IntegrationSortField,
  type IntegrationUpdateInput,
  listIntegrations,
  updateIntegration,
} from './endpoints/integrations.ts';
export {
  createIoDocument,
  getIoDocument,
  getIoDocumentDraft,
  type IoDocumentDraft,
  type IoDocumentInput,
} from './endpoints/ioDocuments.ts';
export {
  createMessage,
  deleteMessage,
  listMessages,
  type MessageInput,
  type MessageListPage,
  type MessageListQuery,
  type MessageSort,
  type MessageTagInput,
  type MessageUpdate,
  updateMessage,
} from './endpoints/messages.ts';
export { type PageMetricsInput, sendPageMetrics } from './endpoints/metrics.ts';
export {
  createOffer,
  deleteOffer,
  listOffers,
  type OfferInput,
  type OfferListQuery,
  type OfferSort,
  type OfferSortField,
  type OfferUpdateInput,
  updateOffer,
} from './endpoints/offers.ts';
export {
  listPaymentPreferences,
  type PaymentPreferenceListQuery,
  type PaymentPreferenceSort,
  type PaymentPreferenceSortField,
  type PaymentPreferenceUpdateInput,
  updatePaymentPreference,
} from './endpoints/paymentPreferences.ts';
export {
  applyProcessTransition,
  listProcesses,
  type ProcessListQuery,
  type ProcessSort,
  type ProcessSortField,
  type ProcessTransitionAnswer,
  type ProcessTransitionInput,
} from './endpoints/processes.ts';
export {
  batchUpdateProductions,
  getProduction,
  listProductions,
  type ProductionBatchInput,
  type ProductionListQuery,
  type ProductionSelection,
  type ProductionSort,
  type ProductionSortField,
  type ProductionUpdateInput,
  type ProductionWorkflowStatusChange,
  type ProductionWorkflowStatuses,
  type ProductionWorkflowStatusInput,
  setProductionWorkflowStatus,
  updateProduction,
} from './endpoints/production.ts';
export {
  createPromoCode,
  getPromoCode,
  listPromoCodes,
  type PromoCodeInput,
  type PromoCodeListQuery,
  type PromoCodeSort,
  type PromoCodeSortField,
} from './endpoints/promoCodes.ts';
export {
  createMessageReaction,
  deleteMessageReaction,
  type MessageReactionInput,
} from './endpoints/reactions.ts';
export {
  getRelationship,
  listRelationships,
  type RelationshipListQuery,
  type RelationshipSort,
  type RelationshipSortField,
  type RelationshipUpdateInput,
  updateRelationship,
} from './endpoints/relationships.ts';
export {
  type BrandNavigationSearchQuery,
  type NavigationSearchQuery,
  searchBrandNavigation,
  searchNavigation,
  searchUsers,
  type UserSearchQuery,
  type UserSearchSort,
} from './endpoints/search.ts';
export {
  listBrandsWithAccess,
  listCreatorsWithAccess,
  listUserBrandsWithAccess,
  type SelectableCreatorQuery,
  type SelectableCreatorSort,
  type SelectBrandInput,
  type SelectCreatorInput,
  selectBrand,
  selectCreator,
} from './endpoints/selection.ts';
export {
  type CampaignVitalsInput,
  createSponsorship,
  deleteSponsorship,
  type SponsorshipInput,
  type SponsorshipMentionInput,
  type SponsorshipUpdateInput,
  updateSponsorship,
} from './endpoints/sponsorships.ts';
export {
  createThreadSubscription,
  deleteThreadSubscription,
  type ThreadSubscriptionInput,
} from './endpoints/subscriptions.ts';
export {
  createTag,
  listTags,
  type TagInput,
  type TagListQuery,
  type TagSort,
  type TagSortField,
} from './endpoints/tags.ts';
export {
  createThread,
  getThread,
  listThreads,
  type ThreadInput,
  type ThreadListPage,
  type ThreadListQuery,
  type ThreadSort,
} from './endpoints/threads.ts';
export {
  createTracker,
  deleteTracker,
  listTrackers,
  runTrackerCheck,
  type TrackerCheck,
  type TrackerCheckResult,
  type TrackerInput,
  type TrackerListQuery,
  type TrackerSort,
  type TrackerSortField,
  type TrackerUpdateInput,
  updateTracker,
} from './endpoints/trackers.ts';
export { getOwnProfile, getUser, type UserInput, updateUser } from './endpoints/users.ts';
export { useAgencies, useAgency, useCreateAgency, useUpdateAgency } from './hooks/useAgencies.ts';
export {
  type AssigneeSubject,
  useAssign,
  useAssignees,
  useUnassign,
} from './hooks/useAssignees.ts';
export {
  type BrandEventFilters,
  type BrandEventPeriod,
  brandEventQuery,
  useAddBrandRelationship,
  useBrandContent,
  useBrandCreator,
  useBrandEvent,
  useBrandEvents,
  useUpdateBrandEvent,
} from './hooks/useBrandApp.ts';
export {
  useCreateBrandMetricType,
  useDeleteBrandMetricType,
  useUpdateBrandMetricType,
} from './hooks/useBrandMetricTypes.ts';
export {
  useBrand,
  useBrandStats,
  useBrands,
  useCreateBrand,
  useUpdateBrand,
  useUpdateBrandBudget,
} from './hooks/useBrands.ts';
export {
  useBatchUpdateCampaigns,
  useCampaign,
  useCampaigns,
  useCreateCampaign,
  useDeleteCampaign,
  useUpdateCampaign,
} from './hooks/useCampaigns.ts';
export {
  useContacts,
  useCreateContact,
  useDeleteContact,
  useUpdateContact,
} from './hooks/useContacts.ts';
export {
  useChannels,
  useCreateChannel,
  useDeleteChannel,
  useUpdateChannel,
} from './hooks/useContent.ts';
export { useCreatorBrands } from './hooks/useCreatorBrands.ts';
export {
  useCreateCreator,
  useCreator,
  useCreators,
  useDeleteCreator,
  useUpdateCreator,
} from './hooks/useCreators.ts';
export {
  DICTIONARY_SWR_CONFIG,
  useCategories,
  useCountries,
  useIndustries,
  useLanguages,
} from './hooks/useDictionaries.ts';
export {
  ALL_EVENTS_MAX_PAGES,
  useAllEvents,
  useBookEvent,
  useEvent,
  useEvents,
  useUpdateEvent,
} from './hooks/useEvents.ts';
export {
  type ImpersonationOptions,
  type ImpersonationView,
  useImpersonation,
} from './hooks/useImpersonation.ts';
export {
  useCreateIntegration,
  useDeleteIntegration,
  useIntegrations,
  useUpdateIntegration,
} from './hooks/useIntegrations.ts';
export { useCreateIoDocument, useIoDocument, useIoDocumentDraft } from './hooks/useIoDocument.ts';
export {
  type MessagesList,
  type MessagesQuery,
  useDeleteMessage,
  useEditMessage,
  useMessages,
  useSendMessage,
} from './hooks/useMessages.ts';
export { useCreateOffer, useDeleteOffer, useOffers, useUpdateOffer } from './hooks/useOffers.ts';
export {
  usePaymentPreferences,
  useUpdatePaymentPreference,
} from './hooks/usePaymentPreferences.ts';
export { type TransitionRequest, useApplyTransition, useProcesses } from './hooks/useProcesses.ts';
export {
  useBatchUpdateProductions,
  useProduction,
  useProductions,
  useSetProductionWorkflowStatus,
  useUpdateProduction,
} from './hooks/useProduction.ts';
export { useUpdateUser, useUserProfile } from './hooks/useProfile.ts';
export { useCreatePromoCode, usePromoCode, usePromoCodes } from './hooks/usePromoCodes.ts';
export { useAddReaction, useRemoveReaction, useToggleReaction } from './hooks/useReactions.ts';
export {
  useRelationship,
  useRelationships,
  useUpdateRelationship,
} from './hooks/useRelationships.ts';
export {
  type GlobalSearchOptions,
  type SearchState,
  useGlobalSearch,
  useUserSearch,
} from './hooks/useSearch.ts';
export { useSelectedBrand } from './hooks/useSelectedBrand.ts';
export { useSelectedCreator } from './hooks/useSelectedCreator.ts';
export { type SessionView, useSession, useSessionState } from './hooks/useSession.ts';
export {
  useChangePassword,
  useForgotPassword,
  useResetPassword,
  useSignupRequest,
} from './hooks/useSessionForms.ts';
export {
  useCreateSponsorship,
  useDeleteSponsorship,
  useUpdateSponsorship,
} from './hooks/useSponsorships.ts';
export { useCreateTag, useTags } from './hooks/useTags.ts';
export { useCreateThread, useThread } from './hooks/useThread.ts';
export { useSubscribe, useUnsubscribe } from './hooks/useThreadSubscriptions.ts';
export { type ThreadsList, type ThreadsQuery, useThreads } from './hooks/useThreads.ts';
export {
  useCreateTracker,
  useDeleteTracker,
  useRunTrackerCheck,
  useTrackers,
  useUpdateTracker,
} from './hooks/useTrackers.ts';
export { ApiError, type ApiErrorInit, type ApiErrorKind, isApiError } from './http/ApiError.ts';
export {
  CSRF_COOKIE_PATH,
  createHttpClient,
  DEFAULT_TIMEOUT_MS,
  type HttpClient,
  type HttpClientHooks,
  type HttpClientOptions,
  IMPERSONATE_HEADER,
  XSRF_COOKIE,
  XSRF_HEADER,
} from './http/createHttpClient.ts';
export { localTokenStore, memoryTokenStore, type TokenStore } from './http/tokenStore.ts';
export type { FailedSend } from './messaging/failedSends.ts';
export {
  type MetricsClock,
  type PageFacts,
  type PageMetricsHandle,
  type PageMetricsOptions,
  startPageMetrics,
  type VitalsSource,
} from './metrics/startPageMetrics.ts';
export {
  getVisitorIp,
  type IpStorage,
  VISITOR_IP_STORAGE_KEY,
  type VisitorIpOptions,
} from './metrics/visitorIp.ts';
export { assigneeModel } from './models/assignee.ts';
export {
  agencyModel,
  brandCustomMetricTypeModel,
  brandModel,
  brandStatsModel,
} from './models/brand.ts';
export { campaignModel, ioDocumentModel, relationshipModel } from './models/campaign.ts';
export { contactModel } from './models/contact.ts';
export {
  channelModel,
  creatorModel,
  paymentPreferenceModel,
  selectableCreatorModel,
} from './models/creator.ts';
export {
  categoryModel,
  countryModel,
  industryModel,
  languageModel,
} from './models/dictionaries.ts';
export { eventModel, eventProductionModel, sponsorshipModel, tagModel } from './models/event.ts';
export { invoiceModel, payoutModel } from './models/finance.ts';
export {
  messageModel,
  messageReactionModel,
  notificationModel,
  threadModel,
  threadSubjectModel,
  threadSubscriptionModel,
} from './models/messaging.ts';
export { processModel } from './models/process.ts';
export { integrationModel, offerModel, promoCodeModel, trackerModel } from './models/sales.ts';
export { searchResultModel } from './models/searchResult.ts';
export { userProfileModel, userSummaryModel, userSummarySchema } from './models/user.ts';
export { applyRealtimeEvent, type RealtimeEventContext } from './realtime/applyRealtimeEvent.ts';
export {
  browserNotificationApi,
  browserNotificationPage,
  type NotificationApi,
  type NotificationPage,
  type NotificationPermissionCheckOptions,
  type ShownNotification,
  scheduleNotificationPermissionCheck,
  showBrowserNotification,
} from './realtime/browserNotifications.ts';
export { channelsFor, REALTIME } from './realtime/realtimeChannels.ts';
export {
  type RealtimeConfig,
  type RealtimeHandle,
  type RealtimeOptions,
  type RealtimeState,
  type SubscriptionError,
  startRealtime,
} from './realtime/startRealtime.ts';
export { createSession } from './session/createSession.ts';
export {
  SessionProvider,
  type SessionProviderProps,
  useSessionContext,
} from './session/SessionProvider.tsx';
export type { SelectedRecords, SelectionKind } from './session/selection.ts';
export { withSessionHooks } from './session/sessionHooks.ts';
export { browserStorage, type KeyValueStorage, memoryStorage } from './session/storage.ts';
export type {
  Session,
  SessionCache,
  SessionOptions,
  SessionState,
  SessionStatus,
} from './session/types.ts';
export {
  ApiProvider,
  type ApiProviderProps,
  DEFAULT_SWR_CONFIG,
  shouldRetry,
  useApiClient,
} from './swr/ApiProvider.tsx';
export {
  type ApiCache,
  cachedKeys,
  isUnderPath,
  removeRecord,
  replaceRecord,
  revalidateCached,
  updateCached,
  urlOfKey,
} from './swr/cacheUpdates.ts';
export {
  type InfiniteList,
  type Invalidates,
  type PageItem,
  useApiCache,
  useApiMutation,
  useInfiniteList,
  useQuery,
} from './swr/createHooks.ts';
export {
  type CacheMatch,
  type CallParams,
  callParamsOf,
  keyFor,
  matchesAny,
  matchesCall,
} from './swr/keys.ts';
export { useWholeList, WHOLE_LIST_MAX_PAGES, type WholeList } from './swr/useWholeList.ts';
