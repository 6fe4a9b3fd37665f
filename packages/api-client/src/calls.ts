// @airtime/api-client/calls: every call of spec §7 as declared (for `client.request`, `useQuery`,
// `useInfiniteList`, `useApiMutation` and `matchesCall`), `defineCall` and its types, the models
// and the decoders: for tests, scripts and apps that go below the hooks. The calls' query, input
// and answer types are exported by the main entry, beside the hooks that take them.

export {
  DecodeError,
  type Decoder,
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
export { createAgency, getAgency, listAgencies, updateAgency } from './endpoints/agencies.ts';
export { createAssignee, deleteAssignee, listAssignees } from './endpoints/assignees.ts';
export {
  changePassword,
  endImpersonation,
  getCsrfCookie,
  login,
  logout,
  logoutUser,
  resetPassword,
  sendPasswordResetLink,
  startImpersonation,
  stopImpersonation,
  verifyLoginCode,
} from './endpoints/auth.ts';
export { getBookingConflicts } from './endpoints/bookingConflicts.ts';
export {
  addBrandRelationship,
  getBrandCreator,
  getBrandEvent,
  listBrandContent,
  listBrandEvents,
  updateBrandEvent,
} from './endpoints/brandApp.ts';
export { getBrandCompetitors, updateBrandCompetitors } from './endpoints/brandCompetitors.ts';
export {
  createBrandMetricType,
  deleteBrandMetricType,
  updateBrandMetricType,
} from './endpoints/brandMetricTypes.ts';
export {
  createBrand,
  getBrand,
  getBrandStats,
  listBrands,
  updateBrand,
  updateBrandBudget,
} from './endpoints/brands.ts';
export { authorizeChannel } from './endpoints/broadcasting.ts';
export {
  batchUpdateCampaigns,
  createCampaign,
  deleteCampaign,
  getCampaign,
  listCampaigns,
  updateCampaign,
} from './endpoints/campaigns.ts';
export { createContact, deleteContact, listContacts, updateContact } from './endpoints/contacts.ts';
export { createChannel, deleteChannel, listChannels, updateChannel } from './endpoints/content.ts';
export { listCreatorAppBrands, listCreatorBrands } from './endpoints/creatorApp.ts';
export {
  createCreator,
  deleteCreator,
  getCreator,
  listCreators,
  updateCreator,
} from './endpoints/creators.ts';
export {
  type AnyCall,
  type AsyncDecoder,
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
  listCategories,
  listCountries,
  listIndustries,
  listLanguages,
} from './endpoints/dictionaries.ts';
export {
  createEvent,
  getEvent,
  listEvents,
  toEventQuery,
  updateEvent,
} from './endpoints/events.ts';
export { submitSignupRequest } from './endpoints/forms.ts';
export {
  createIntegration,
  deleteIntegration,
  listIntegrations,
  updateIntegration,
} from './endpoints/integrations.ts';
export {
  createInvoice,
  getInvoice,
  listBillableEvents,
  listInvoices,
  moveInvoice,
} from './endpoints/invoices.ts';
export {
  connectInvoicingCustomer,
  disconnectInvoicingCustomer,
  listInvoicingCustomers,
} from './endpoints/invoicing.ts';
export { createIoDocument, getIoDocument, getIoDocumentDraft } from './endpoints/ioDocuments.ts';
export { createMessage, deleteMessage, listMessages, updateMessage } from './endpoints/messages.ts';
export { sendPageMetrics } from './endpoints/metrics.ts';
export { createOffer, deleteOffer, listOffers, updateOffer } from './endpoints/offers.ts';
export { getOwnProfile } from './endpoints/ownProfile.ts';
export { listPaymentPreferences, updatePaymentPreference } from './endpoints/paymentPreferences.ts';
export { getPayout, listPayouts, movePayout } from './endpoints/payouts.ts';
export { applyProcessTransition, listProcesses } from './endpoints/processes.ts';
export {
  batchUpdateProductions,
  getProduction,
  listProductions,
  setProductionWorkflowStatus,
  updateProduction,
} from './endpoints/production.ts';
export { createPromoCode, getPromoCode, listPromoCodes } from './endpoints/promoCodes.ts';
export { createMessageReaction, deleteMessageReaction } from './endpoints/reactions.ts';
export {
  getRelationship,
  listRelationships,
  updateRelationship,
} from './endpoints/relationships.ts';
export {
  createReportLink,
  getSharedReport,
  listReportLinks,
  revokeReportLink,
} from './endpoints/reportLinks.ts';
export { listRoles, updateRole } from './endpoints/roles.ts';
export { importSalesActivity, listSalesActivity } from './endpoints/salesActivity.ts';
export {
  createSavedView,
  deleteSavedView,
  listSavedViews,
  updateSavedView,
} from './endpoints/savedViews.ts';
export { searchBrandNavigation, searchNavigation, searchUsers } from './endpoints/search.ts';
export {
  listBrandsWithAccess,
  listCreatorsWithAccess,
  listUserBrandsWithAccess,
  selectBrand,
  selectCreator,
} from './endpoints/selection.ts';
export {
  createSponsorship,
  deleteSponsorship,
  updateSponsorship,
} from './endpoints/sponsorships.ts';
export { createThreadSubscription, deleteThreadSubscription } from './endpoints/subscriptions.ts';
export { createTag, listTags } from './endpoints/tags.ts';
export { createThread, getThread, listThreads } from './endpoints/threads.ts';
export {
  createTracker,
  deleteTracker,
  listTrackers,
  runTrackerCheck,
  updateTracker,
} from './endpoints/trackers.ts';
export { getUser, updateUser } from './endpoints/users.ts';
export { assigneeModel } from './models/assignee.ts';
export {
  bookingConflictSchema,
  bookingDecisionModel,
  brandCompetitorsModel,
} from './models/booking.ts';
export {
  agencyModel,
  brandCustomMetricTypeModel,
  brandModel,
  brandStatsModel,
} from './models/brand.ts';
export {
  campaignModel,
  campaignRowModel,
  ioDocumentModel,
  relationshipModel,
} from './models/campaign.ts';
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
export {
  eventModel,
  eventPaymentModel,
  eventProductionModel,
  sponsorshipModel,
  tagModel,
} from './models/event.ts';
export { invoiceModel, payoutModel } from './models/finance.ts';
export { invoicingCustomerModel } from './models/invoicing.ts';
export {
  messageModel,
  messageReactionModel,
  messageRowModel,
  notificationModel,
  threadModel,
  threadSubjectModel,
  threadSubscriptionModel,
} from './models/messaging.ts';
export { processModel } from './models/process.ts';
export { integrationModel, offerModel, promoCodeModel, trackerModel } from './models/sales.ts';
export { salesActivityModel } from './models/salesActivity.ts';
export { searchResultModel } from './models/searchResult.ts';
export {
  roleModel,
  userProfileModel,
  userSummaryModel,
  userSummarySchema,
} from './models/user.ts';
