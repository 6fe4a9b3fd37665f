// @airtime/api-client, what apps use: the hooks and every type they take or give (ListPage and
// the calls' query, input and answer types included), the providers, the HTTP client and
// ApiError, the session, realtime, page metrics and the cache helpers. The calls themselves, the
// models and the decoders are at '@airtime/api-client/calls' (src/calls.ts). Internal helpers
// (the messaging ledger, the realtime cache plumbing, the session's internals) stay unexported.

export type { ListPage } from './decode/decoders.ts';
export type {
  AgencyCreateInput,
  AgencyInput,
  AgencyListQuery,
  AgencySort,
} from './endpoints/agencies.ts';
export type { AssigneeInput, AssigneeListQuery, AssigneeSort } from './endpoints/assignees.ts';
export type {
  AuthMessage,
  ChangePasswordInput,
  ImpersonationStart,
  LoginInput,
  LoginResult,
  PasswordResetLinkInput,
  ResetPasswordInput,
  VerifyCodeInput,
} from './endpoints/auth.ts';
export type { BookingConflictQuery } from './endpoints/bookingConflicts.ts';
export type {
  BrandContentListQuery,
  BrandContentSort,
  BrandEventInput,
  BrandEventListQuery,
  BrandEventSort,
  BrandRelationshipInput,
} from './endpoints/brandApp.ts';
export type { BrandCompetitorsInput } from './endpoints/brandCompetitors.ts';
export type {
  BrandMetricTypeCreateInput,
  BrandMetricTypeInput,
} from './endpoints/brandMetricTypes.ts';
export type {
  BrandBudgetInput,
  BrandCreateInput,
  BrandInput,
  BrandListQuery,
  BrandSort,
} from './endpoints/brands.ts';
export type { ChannelAuthorization, ChannelAuthorizationInput } from './endpoints/broadcasting.ts';
export type {
  CampaignBatchInput,
  CampaignCreateInput,
  CampaignInput,
  CampaignListQuery,
  CampaignSort,
  CampaignSortField,
} from './endpoints/campaigns.ts';
export type {
  ContactCreateInput,
  ContactInput,
  ContactListQuery,
  ContactSort,
  ContactSortField,
  ContactSubjectSegment,
} from './endpoints/contacts.ts';
export type {
  ChannelCreateInput,
  ChannelInput,
  ChannelListQuery,
  ChannelSort,
  ChannelSortField,
} from './endpoints/content.ts';
export type {
  CreatorBrandListQuery,
  CreatorBrandSort,
  CreatorBrandSortField,
  SelectedCreatorBrandListQuery,
} from './endpoints/creatorApp.ts';
export type {
  CreatorCreateInput,
  CreatorInput,
  CreatorListQuery,
  CreatorSort,
  CreatorSortField,
} from './endpoints/creators.ts';
export type {
  DictionaryQuery,
  DictionarySort,
  DictionarySortField,
} from './endpoints/dictionaries.ts';
export type {
  EventBookingInput,
  EventCreateInput,
  EventFieldsInput,
  EventFilters,
  EventInclude,
  EventListQuery,
  EventPeriodSelection,
  EventRangeQuery,
  EventSelection,
  EventSort,
  EventSortField,
  EventUpdateInput,
} from './endpoints/events.ts';
export type { SignupRequestReceipt } from './endpoints/forms.ts';
export type {
  IntegrationInput,
  IntegrationListQuery,
  IntegrationSort,
  IntegrationSortField,
  IntegrationUpdateInput,
} from './endpoints/integrations.ts';
export type {
  BillableEventsQuery,
  InvoiceInput,
  InvoiceListQuery,
  InvoiceSort,
  InvoiceSortField,
  InvoiceStatusInput,
} from './endpoints/invoices.ts';
export type { InvoicingCustomerListQuery } from './endpoints/invoicing.ts';
export type { IoDocumentDraft, IoDocumentInput } from './endpoints/ioDocuments.ts';
export type {
  MessageInput,
  MessageListPage,
  MessageListQuery,
  MessageSort,
  MessageTagInput,
  MessageUpdate,
} from './endpoints/messages.ts';
export type { PageMetricsInput } from './endpoints/metrics.ts';
export type {
  OfferInput,
  OfferListQuery,
  OfferSort,
  OfferSortField,
  OfferUpdateInput,
} from './endpoints/offers.ts';
export type {
  PaymentPreferenceListQuery,
  PaymentPreferenceSort,
  PaymentPreferenceSortField,
  PaymentPreferenceUpdateInput,
} from './endpoints/paymentPreferences.ts';
export type {
  PayoutListQuery,
  PayoutSort,
  PayoutSortField,
  PayoutStatusInput,
} from './endpoints/payouts.ts';
export type {
  ProcessListQuery,
  ProcessSort,
  ProcessSortField,
  ProcessTransitionAnswer,
  ProcessTransitionInput,
} from './endpoints/processes.ts';
export type {
  ProductionBatchInput,
  ProductionListQuery,
  ProductionSelection,
  ProductionSort,
  ProductionSortField,
  ProductionUpdateInput,
  ProductionWorkflowStatusChange,
  ProductionWorkflowStatuses,
  ProductionWorkflowStatusInput,
} from './endpoints/production.ts';
export type {
  PromoCodeInput,
  PromoCodeListQuery,
  PromoCodeSort,
  PromoCodeSortField,
} from './endpoints/promoCodes.ts';
export type { MessageReactionInput } from './endpoints/reactions.ts';
export type {
  RelationshipListQuery,
  RelationshipSort,
  RelationshipSortField,
  RelationshipUpdateInput,
} from './endpoints/relationships.ts';
export type { ReportLinkInput, SharedReport } from './endpoints/reportLinks.ts';
export type { RoleInput } from './endpoints/roles.ts';
export type {
  SalesActivityImportInput,
  SalesActivityListQuery,
  SalesActivitySort,
  SalesActivitySortField,
} from './endpoints/salesActivity.ts';
export type { SavedViewInput, SavedViewUpdate } from './endpoints/savedViews.ts';
export type {
  BrandNavigationSearchQuery,
  NavigationSearchQuery,
  UserSearchQuery,
  UserSearchSort,
} from './endpoints/search.ts';
export type {
  SelectableCreatorQuery,
  SelectableCreatorSort,
  SelectBrandInput,
  SelectCreatorInput,
} from './endpoints/selection.ts';
export type {
  CampaignVitalsInput,
  SponsorshipInput,
  SponsorshipMentionInput,
  SponsorshipUpdateInput,
} from './endpoints/sponsorships.ts';
export type { ThreadSubscriptionInput } from './endpoints/subscriptions.ts';
export type { TagInput, TagListQuery, TagSort, TagSortField } from './endpoints/tags.ts';
export type {
  ThreadInput,
  ThreadListPage,
  ThreadListQuery,
  ThreadSort,
} from './endpoints/threads.ts';
export type {
  TrackerCheck,
  TrackerCheckResult,
  TrackerInput,
  TrackerListQuery,
  TrackerSort,
  TrackerSortField,
  TrackerUpdateInput,
} from './endpoints/trackers.ts';
export type { UserInput } from './endpoints/users.ts';
export {
  type MessagesQuery,
  preloadMessages,
  preloadThreadWithMessages,
} from './hooks/messagingPreloads.ts';
export { preloadSelection } from './hooks/preloadSelection.ts';
export { useAgencies, useAgency, useCreateAgency, useUpdateAgency } from './hooks/useAgencies.ts';
export {
  type AssigneeSubject,
  useAssign,
  useAssignees,
  useUnassign,
} from './hooks/useAssignees.ts';
export { useCheckBookingConflicts } from './hooks/useBookingConflicts.ts';
export {
  type BrandEventFilters,
  type BrandEventPeriod,
  brandEventQuery,
  preloadBrandEvents,
  useAddBrandRelationship,
  useBrandContent,
  useBrandCreator,
  useBrandEvent,
  useBrandEvents,
  useUpdateBrandEvent,
} from './hooks/useBrandApp.ts';
export {
  useBrandCompetitors,
  useUpdateBrandCompetitors,
} from './hooks/useBrandCompetitors.ts';
export {
  useCreateBrandMetricType,
  useDeleteBrandMetricType,
  useUpdateBrandMetricType,
} from './hooks/useBrandMetricTypes.ts';
export {
  preloadBrandStats,
  useBrand,
  useBrandStats,
  useBrands,
  useCreateBrand,
  useUpdateBrand,
  useUpdateBrandBudget,
} from './hooks/useBrands.ts';
export {
  preloadCampaigns,
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
export { preloadCreatorBrands, useCreatorBrands } from './hooks/useCreatorBrands.ts';
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
  preloadAllEvents,
  preloadEvents,
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
export {
  preloadInvoices,
  useBillableEvents,
  useCreateInvoice,
  useInvoice,
  useInvoices,
  useMoveInvoice,
} from './hooks/useInvoices.ts';
export {
  useConnectInvoicingCustomer,
  useDisconnectInvoicingCustomer,
  useInvoicingCustomers,
} from './hooks/useInvoicingCustomers.ts';
export { useCreateIoDocument, useIoDocument, useIoDocumentDraft } from './hooks/useIoDocument.ts';
export {
  type MessagesList,
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
export { preloadPayouts, useMovePayout, usePayout, usePayouts } from './hooks/usePayouts.ts';
export { type Presence, usePresence, usePresenceTyping } from './hooks/usePresence.ts';
export { usePresenceOn } from './hooks/usePresenceOn.ts';
export { type TransitionRequest, useApplyTransition, useProcesses } from './hooks/useProcesses.ts';
export {
  preloadProductions,
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
  preloadRelationships,
  useRelationship,
  useRelationships,
  useUpdateRelationship,
} from './hooks/useRelationships.ts';
export {
  useCreateReportLink,
  useReportLinks,
  useRevokeReportLink,
  useSharedReport,
} from './hooks/useReportLinks.ts';
export { useRoles, useUpdateRole } from './hooks/useRoles.ts';
export { useImportSalesActivity, useSalesActivity } from './hooks/useSalesActivity.ts';
export {
  useCreateSavedView,
  useDeleteSavedView,
  useSavedViews,
  useUpdateSavedView,
} from './hooks/useSavedViews.ts';
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
export {
  preloadThreads,
  type ThreadsList,
  type ThreadsQuery,
  useThreads,
} from './hooks/useThreads.ts';
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
export {
  LIVE_CHANGE_MS,
  type LiveChange,
  type LiveRecordKind,
  useLiveChanges,
} from './realtime/liveChanges.ts';
export {
  PRESENCE_OFF,
  type PresenceMember,
  type PresenceView,
} from './realtime/presenceLink.ts';
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
  useOptionalSession,
  useSessionContext,
} from './session/SessionProvider.tsx';
export type { SelectedRecords, SelectionKind } from './session/selection.ts';
export { withSessionHooks } from './session/sessionHooks.ts';
export { browserStorage, type KeyValueStorage, memoryStorage } from './session/storage.ts';
export type {
  ImpersonationStartOptions,
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
  MAX_PER_PAGE,
  type PageItem,
  type ReadPagesOptions,
  useApiCache,
  useApiMutation,
  useInfiniteList,
  useQuery,
  withListFields,
} from './swr/createHooks.ts';
export {
  type CacheMatch,
  type CallParams,
  callParamsOf,
  keyFor,
  matchesAny,
  matchesCall,
} from './swr/keys.ts';
export { PRELOAD_MAX_AGE_MS, preloadQuery } from './swr/preloads.ts';
export { useWholeList, WHOLE_LIST_MAX_PAGES, type WholeList } from './swr/useWholeList.ts';
