// The public surface of @airtime/domain: every module but the query codec's internal helpers.

export type { AgencyMenuItem, AgencyMenuKey, MenuItem } from './access/agencyMenu.ts';
export { AGENCY_MENU_ITEMS } from './access/agencyMenu.ts';
export type { AppType } from './access/appTypes.ts';
export { APP_TYPES, isAppType } from './access/appTypes.ts';
export type { BrandMenuItem, BrandMenuKey } from './access/brandMenu.ts';
export { BRAND_MENU_ITEMS } from './access/brandMenu.ts';
export { canImpersonate } from './access/canImpersonate.ts';
export { canOpenApp } from './access/canOpenApp.ts';
export { canSeeApplicationSettings } from './access/canSeeApplicationSettings.ts';
export type { RouteAccessInput, RouteAccessResult } from './access/evaluateRouteAccess.ts';
export { evaluateRouteAccess } from './access/evaluateRouteAccess.ts';
export type { FinanceChild } from './access/financeChildren.ts';
export { FINANCE_CHILDREN, isFinanceChild } from './access/financeChildren.ts';
export { getAgencyMenu } from './access/getAgencyMenu.ts';
export { getAppHome } from './access/getAppHome.ts';
export { getAppType } from './access/getAppType.ts';
export { getFinanceLanding } from './access/getFinanceLanding.ts';
export { getUserHome } from './access/getUserHome.ts';
export { hasPermission } from './access/hasPermission.ts';
export { hasRole } from './access/hasRole.ts';
export { isProspectingFeatureOn } from './access/isProspectingFeatureOn.ts';
export { isProspectingOnly } from './access/isProspectingOnly.ts';
export { isReadOnly } from './access/isReadOnly.ts';
export type { Permission } from './access/permissions.ts';
export { isPermission, PERMISSIONS } from './access/permissions.ts';
export type { Role } from './access/roles.ts';
export { isRole, ROLES } from './access/roles.ts';
export type { RouteAccess, RouteAccessKey } from './access/routeAccess.ts';
export { FORECASTING_ROLES, ROUTE_ACCESS } from './access/routeAccess.ts';
export type { ApprovalStatus } from './approval/approvalStatuses.ts';
export {
  APPROVAL_STATUS_TITLES,
  APPROVAL_STATUSES,
  isApprovalStatus,
} from './approval/approvalStatuses.ts';
export {
  DEFAULT_CONFLICT_WINDOW_DAYS,
  MAX_CONFLICT_WINDOW_DAYS,
} from './booking/conflictWindow.ts';
export type {
  BookingConflictBrand,
  BookingConflictEvent,
  BookingConflictInput,
} from './booking/findBookingConflicts.ts';
export { findBookingConflicts } from './booking/findBookingConflicts.ts';
export type { CampaignStatus } from './campaign/campaignStatuses.ts';
export {
  CAMPAIGN_STATUS_TITLES,
  CAMPAIGN_STATUSES,
  isCampaignStatus,
} from './campaign/campaignStatuses.ts';
export { comparePriority } from './campaign/comparePriority.ts';
export { formatCampaignName } from './campaign/formatCampaignName.ts';
export { isInPlanning } from './campaign/isInPlanning.ts';
export { isRenewable } from './campaign/isRenewable.ts';
export { matchesPlanningGroup } from './campaign/matchesPlanningGroup.ts';
export { needsAttention } from './campaign/needsAttention.ts';
export type { PlanningGroup } from './campaign/planningGroups.ts';
export {
  isPlanningGroup,
  PLANNING_GROUP_TITLES,
  PLANNING_GROUPS,
} from './campaign/planningGroups.ts';
export type { Priority } from './campaign/priorities.ts';
export { isPriority, PRIORITIES, PRIORITY_TITLES } from './campaign/priorities.ts';
export type { ContentTypeId, PlatformName } from './channel/contentTypes.ts';
export {
  CONTENT_TYPE_IDS,
  CONTENT_TYPE_PLATFORMS,
  isContentTypeId,
} from './channel/contentTypes.ts';
export { PROFILE_CACHE_MS, VISITOR_IP_CACHE_MS } from './constants/cacheDurations.ts';
export {
  MODAL_REOPEN_DELAY_MS,
  NOTIFICATION_CHECK_DELAY_MS,
  PERFORMANCE_INITIAL_DELAY_MS,
  PERFORMANCE_MAX_MEASURE_MS,
  TOAST_DURATION_MS,
} from './constants/delays.ts';
export { getPaletteHistoryKey } from './constants/getPaletteHistoryKey.ts';
export { getUserUpdatedKey } from './constants/getUserUpdatedKey.ts';
export { DROPDOWN_RESULT_LIMIT } from './constants/limits.ts';
export type { SignupApp } from './constants/signupApps.ts';
export { SIGNUP_APPS } from './constants/signupApps.ts';
export { STORAGE_KEY_PREFIX, STORAGE_KEYS } from './constants/storageKeys.ts';
export type { CreatorGender } from './creator/creatorGenders.ts';
export {
  CREATOR_GENDER_TITLES,
  CREATOR_GENDERS,
  isCreatorGender,
} from './creator/creatorGenders.ts';
export { buildEventQuery } from './events/buildEventQuery.ts';
export type {
  CalendarDateInput,
  EventDateRange,
  EventPeriod,
  EventQuery,
} from './events/eventQuery.ts';
export { EVENT_QUERY_DATE_FORMAT, EVENT_WEEK_STARTS_ON } from './events/eventQuery.ts';
export { formatCalendarDay } from './events/formatCalendarDay.ts';
export { getEventQueryRange } from './events/getEventQueryRange.ts';
export { parseCalendarDate } from './events/parseCalendarDate.ts';
export type { CsvValue } from './export/formatCsvCell.ts';
export { formatCsvCell } from './export/formatCsvCell.ts';
export { formatCsvRow } from './export/formatCsvRow.ts';
export type { ExportFileNameParts } from './export/getExportFileName.ts';
export { getExportFileName } from './export/getExportFileName.ts';
export { addCalendarDays, calendarDaysBetween } from './finance/calendarDays.ts';
export { getInvoiceMoves } from './finance/getInvoiceMoves.ts';
export type {
  PaymentChain,
  PaymentChainEvent,
  PaymentChainStep,
  PaymentChainStepName,
} from './finance/getPaymentChain.ts';
export {
  getPaymentChain,
  PAYMENT_CHAIN_STEP_TITLES,
  PAYMENT_CHAIN_STEPS,
} from './finance/getPaymentChain.ts';
export { getPayoutMoves } from './finance/getPayoutMoves.ts';
export type { InvoiceStatus } from './finance/invoiceStatuses.ts';
export {
  INVOICE_STATUS_TITLES,
  INVOICE_STATUSES,
  isInvoiceStatus,
} from './finance/invoiceStatuses.ts';
export {
  DEFAULT_PAYMENT_TERMS_DAYS,
  INVOICE_ISSUE_DAYS,
  PAYOUT_LEAD_DAYS,
  PAYOUT_TRANSIT_DAYS,
} from './finance/paymentChainTimes.ts';
export type { PayoutStatus } from './finance/payoutStatuses.ts';
export { isPayoutStatus, PAYOUT_STATUS_TITLES, PAYOUT_STATUSES } from './finance/payoutStatuses.ts';
export type { PlanIoStatus } from './io/planIoStatuses.ts';
export { isPlanIoStatus, PLAN_IO_STATUS_TITLES, PLAN_IO_STATUSES } from './io/planIoStatuses.ts';
export { getRecordVisibilities } from './message/getRecordVisibilities.ts';
export { getTagsToSave } from './message/getTagsToSave.ts';
export type { Agency } from './model/Agency.ts';
export type { Assignee, AssigneeType } from './model/Assignee.ts';
export type { BookingConflict, BookingDecision } from './model/BookingDecision.ts';
export type { Brand } from './model/Brand.ts';
export type { BrandCompetitors } from './model/BrandCompetitors.ts';
export type { BrandCustomMetricType, CustomMetricFormat } from './model/BrandCustomMetricType.ts';
export type { BrandStats } from './model/BrandStats.ts';
export type { Campaign } from './model/Campaign.ts';
export type { Category } from './model/Category.ts';
export type { Channel } from './model/Channel.ts';
export type { Contact } from './model/Contact.ts';
export type { Country } from './model/Country.ts';
export type { Creator } from './model/Creator.ts';
export type { Event, EventDescriptionChange } from './model/Event.ts';
export type { EventPayment } from './model/EventPayment.ts';
export type { EventProduction } from './model/EventProduction.ts';
export {
  AIRTIME_AGENCY_ID,
  AIRTIME_BRAND_ID,
  DIRECT_AGENCY_ID,
  FIXED_AGENCY_IDS,
} from './model/fixedIds.ts';
export type { Industry } from './model/Industry.ts';
export type { Integration } from './model/Integration.ts';
export type { Invoice } from './model/Invoice.ts';
export type { InvoicingCustomer, InvoicingCustomerSummary } from './model/InvoicingCustomer.ts';
export type { IoDocument } from './model/IoDocument.ts';
export type { Language } from './model/Language.ts';
export type {
  ListIncluded,
  ListLinks,
  ListMeta,
  ListResponse,
  MessageListResponse,
  ThreadListMeta,
  ThreadListResponse,
} from './model/ListResponse.ts';
export type {
  Message,
  MessageActivityChange,
  MessageActivityLog,
  MessagePermissions,
  MessageTag,
} from './model/Message.ts';
export type { MessageReaction } from './model/MessageReaction.ts';
export type { Notification } from './model/Notification.ts';
export type { Offer } from './model/Offer.ts';
export type { PaymentPreference } from './model/PaymentPreference.ts';
export type { Payout } from './model/Payout.ts';
export type {
  PerformanceMetricsPayload,
  PerformanceMetricValue,
} from './model/PerformanceMetricsPayload.ts';
export type {
  Process,
  ProcessSubjectType,
  ProcessTransitionResult,
  Workflow,
} from './model/Process.ts';
export type { PromoCode } from './model/PromoCode.ts';
export type { Relationship } from './model/Relationship.ts';
export type { RoleRecord } from './model/RoleRecord.ts';
export type { SalesActivity } from './model/SalesActivity.ts';
export type {
  MatchPosition,
  SearchMatchField,
  SearchResult,
  SearchResultType,
} from './model/SearchResult.ts';
export {
  SEARCH_MATCH_FIELDS,
  SEARCH_RESULT_TYPE_TITLES,
  SEARCH_RESULT_TYPES,
} from './model/SearchResult.ts';
export type { SelectableCreator } from './model/SelectableCreator.ts';
export type { SignupRequestFields, SignupRequestPayload } from './model/SignupRequestPayload.ts';
export type {
  CampaignVitals,
  Sponsorship,
  SponsorshipMention,
  SponsorshipType,
} from './model/Sponsorship.ts';
export type { StatusChange } from './model/StatusChange.ts';
export type { SubjectType } from './model/SubjectType.ts';
export type { Tag } from './model/Tag.ts';
export type { Thread, ThreadVisibility } from './model/Thread.ts';
export type { ThreadSubject } from './model/ThreadSubject.ts';
export type { ThreadSubscription } from './model/ThreadSubscription.ts';
export type { LandingTracker, PromoLinkTracker, Tracker, TrackerBase } from './model/Tracker.ts';
export type { UserProfile } from './model/UserProfile.ts';
export type { UserSummary } from './model/UserSummary.ts';
export { formatDocumentTitle, PRODUCT_NAME } from './navigation/formatDocumentTitle.ts';
export type { RouteTitle } from './navigation/formatRouteTitle.ts';
export { formatRouteTitle, LOADING_TITLE } from './navigation/formatRouteTitle.ts';
export type { LoginRedirectReason } from './navigation/getLoginRedirectPath.ts';
export { getLoginRedirectPath } from './navigation/getLoginRedirectPath.ts';
export { getLoginRouteRedirect } from './navigation/getLoginRouteRedirect.ts';
export { getRootRedirect } from './navigation/getRootRedirect.ts';
export { getSafeRedirect } from './navigation/getSafeRedirect.ts';
export { isLoginRoute } from './navigation/isLoginRoute.ts';
export type { LoginRoutePath } from './navigation/loginRoutes.ts';
export { LOGIN_ROUTE_PATHS } from './navigation/loginRoutes.ts';
export { shouldRedirectToLoginOn401 } from './navigation/shouldRedirectToLoginOn401.ts';
export { createTemporaryId } from './optimistic/createTemporaryId.ts';
export { isTemporaryId } from './optimistic/isTemporaryId.ts';
export { TEMPORARY_ID_BASE, TEMPORARY_ID_MIN } from './optimistic/temporaryIds.ts';
export type { PaymentPreferenceType } from './payment/paymentPreferenceTypes.ts';
export {
  isPaymentPreferenceType,
  PAYMENT_PREFERENCE_TYPE_TITLES,
  PAYMENT_PREFERENCE_TYPES,
} from './payment/paymentPreferenceTypes.ts';
export { computePerformanceMetrics } from './performance/computePerformanceMetrics.ts';
export type { PageLoadKind, PerformanceMetricName } from './performance/performanceReporting.ts';
export {
  CLS_SCALE,
  LOW_END_CONNECTION_TYPES,
  LOW_END_MAX_CORES,
  PAGE_LOAD_KINDS,
  PERFORMANCE_METRIC_NAMES,
} from './performance/performanceReporting.ts';
export { shouldReportPerformance } from './performance/shouldReportPerformance.ts';
export type { ProcessHolder } from './process/applyTransition.ts';
export { applyTransition } from './process/applyTransition.ts';
export { canApplyTransition } from './process/canApplyTransition.ts';
export type { AnalyticsAccessStatus } from './production/analyticsAccessStatuses.ts';
export {
  ANALYTICS_ACCESS_STATUS_TITLES,
  ANALYTICS_ACCESS_STATUSES,
  isAnalyticsAccessStatus,
} from './production/analyticsAccessStatuses.ts';
export type { BriefStatus } from './production/briefStatuses.ts';
export { BRIEF_STATUS_TITLES, BRIEF_STATUSES, isBriefStatus } from './production/briefStatuses.ts';
export {
  compareProductionGroups,
  PRODUCTION_GROUP_STATUS_ORDER,
} from './production/compareProductionGroups.ts';
export { computeExpectedValue } from './production/computeExpectedValue.ts';
export type { EventProductionStatus } from './production/eventProductionStatuses.ts';
export {
  EVENT_PRODUCTION_STATUS_TITLES,
  EVENT_PRODUCTION_STATUSES,
  isEventProductionStatus,
} from './production/eventProductionStatuses.ts';
export { formatProductionDay } from './production/formatProductionDay.ts';
export { formatProductionName } from './production/formatProductionName.ts';
export type {
  ProductionAlert,
  ProductionGroupSubject,
} from './production/getProductionAlert.ts';
export { getProductionAlert, PRODUCTION_ALERT_TITLES } from './production/getProductionAlert.ts';
export type { ProductionGroup } from './production/getProductionGroup.ts';
export { getProductionGroup } from './production/getProductionGroup.ts';
export type { WorkflowStatusOption } from './production/getWorkflowStatusOptions.ts';
export { getWorkflowStatusOptions } from './production/getWorkflowStatusOptions.ts';
export { isInWork } from './production/isInWork.ts';
export { isProductionFinished } from './production/isProductionFinished.ts';
export { NOT_IN_WORK_STATUSES } from './production/notInWorkStatuses.ts';
export type { ProductionGrouping } from './production/productionGroupings.ts';
export {
  isProductionGrouping,
  PRODUCTION_GROUPING_TITLES,
  PRODUCTION_GROUPINGS,
} from './production/productionGroupings.ts';
export type { ProductionWorkflow } from './production/productionWorkflows.ts';
export {
  isProductionWorkflow,
  PRODUCTION_WORKFLOW_TITLES,
  PRODUCTION_WORKFLOWS,
} from './production/productionWorkflows.ts';
export type { ProductShippingStatus } from './production/productShippingStatuses.ts';
export {
  isProductShippingStatus,
  PRODUCT_SHIPPING_STATUS_TITLES,
  PRODUCT_SHIPPING_STATUSES,
} from './production/productShippingStatuses.ts';
export type { Projection } from './production/projections.ts';
export {
  isProjection,
  PROJECTION_TITLES,
  PROJECTION_WEIGHTS,
  PROJECTIONS,
} from './production/projections.ts';
export type { ScriptApprovalStatus } from './production/scriptApprovalStatuses.ts';
export {
  isScriptApprovalStatus,
  SCRIPT_APPROVAL_STATUS_TITLES,
  SCRIPT_APPROVAL_STATUSES,
} from './production/scriptApprovalStatuses.ts';
export { decodeQueryState } from './query/decodeQueryState.ts';
export { encodeQueryState } from './query/encodeQueryState.ts';
export type {
  JsonValue,
  MessageInfo,
  MessageInfoType,
  ModalProps,
  QueryFilters,
  QueryForm,
  QueryModal,
  QueryState,
  QueryStateField,
  QueryStatePatch,
  SortDirection,
  SortEntry,
} from './query/queryState.ts';
export {
  EMPTY_QUERY_STATE,
  MESSAGE_INFO_TYPES,
  QUERY_FORMS,
  QUERY_NAME_PATTERN,
  QUERY_PARAMS,
  QUERY_STATE_FIELDS,
  SORT_DIRECTIONS,
} from './query/queryState.ts';
export { updateQueryState } from './query/updateQueryState.ts';
export { describePresence } from './realtime/describePresence.ts';
export { describeTyping } from './realtime/describeTyping.ts';
export { getPresenceChannel } from './realtime/getPresenceChannel.ts';
export { getPresenceMemberInfo } from './realtime/getPresenceMemberInfo.ts';
export { getUserChannel } from './realtime/getUserChannel.ts';
export { parsePresenceChannel } from './realtime/parsePresenceChannel.ts';
export type { PresenceMemberInfo, PresenceSubject } from './realtime/presence.ts';
export {
  PRESENCE_INFO_MAX_BYTES,
  PRESENCE_SUBJECTS,
  TYPING_EVENT,
  TYPING_EXPIRES_MS,
  TYPING_THROTTLE_MS,
} from './realtime/presence.ts';
export type { RealtimeEventName } from './realtime/realtimeChannels.ts';
export {
  AGENCY_CHANNEL,
  isRealtimeEventName,
  REALTIME_EVENTS,
} from './realtime/realtimeChannels.ts';
export { shouldSendTyping } from './realtime/shouldSendTyping.ts';
export { computeAverageRate } from './reporting/computeAverageRate.ts';
export { computeCostPerConversion } from './reporting/computeCostPerConversion.ts';
export { computeCpm } from './reporting/computeCpm.ts';
export { computeDelivery } from './reporting/computeDelivery.ts';
export { computeEventExpectedValue } from './reporting/computeEventExpectedValue.ts';
export type { GrandTotal } from './reporting/computeGrandTotal.ts';
export { computeGrandTotal } from './reporting/computeGrandTotal.ts';
export { computeRoas } from './reporting/computeRoas.ts';
export { getBrandHead } from './reporting/getBrandHead.ts';
export { getChannelHead } from './reporting/getChannelHead.ts';
export { getContentTypeHead } from './reporting/getContentTypeHead.ts';
export { getCreatorHead } from './reporting/getCreatorHead.ts';
export { getEventDay } from './reporting/getEventDay.ts';
export { getEventMonth } from './reporting/getEventMonth.ts';
export { getEventVitals } from './reporting/getEventVitals.ts';
export type { ForecastLine } from './reporting/getForecastMonthLines.ts';
export { getForecastMonthLines } from './reporting/getForecastMonthLines.ts';
export type { InvoiceLine } from './reporting/getInvoiceLines.ts';
export { getInvoiceLines } from './reporting/getInvoiceLines.ts';
export { getLastAired } from './reporting/getLastAired.ts';
export { getMonthOfDay } from './reporting/getMonthOfDay.ts';
export { getMonthStart } from './reporting/getMonthStart.ts';
export { getUpcomingBilling } from './reporting/getUpcomingBilling.ts';
export type { ViewsDay } from './reporting/getViewsByDay.ts';
export { getViewsByDay } from './reporting/getViewsByDay.ts';
export { groupBy } from './reporting/groupBy.ts';
export type { GroupHead, HeadGroup } from './reporting/groupByHead.ts';
export { groupByHead } from './reporting/groupByHead.ts';
export { isAired } from './reporting/isAired.ts';
export { isBooked } from './reporting/isBooked.ts';
export { isInForecast } from './reporting/isInForecast.ts';
export type { BrandSummary } from './reporting/summarizeByBrand.ts';
export { summarizeByBrand } from './reporting/summarizeByBrand.ts';
export type { ChannelActivity } from './reporting/summarizeByChannel.ts';
export { summarizeByChannel } from './reporting/summarizeByChannel.ts';
export type { MonthFigures } from './reporting/summarizeByMonth.ts';
export { summarizeByMonth } from './reporting/summarizeByMonth.ts';
export { summarizeChannelActivityByMonth } from './reporting/summarizeChannelActivityByMonth.ts';
export type { EventMonth } from './reporting/summarizeCreatorMonths.ts';
export { summarizeCreatorMonths } from './reporting/summarizeCreatorMonths.ts';
export type { EventFigures, FigureEvent } from './reporting/summarizeEvents.ts';
export { summarizeEvents } from './reporting/summarizeEvents.ts';
export type { EventTotals, TotalsEvent } from './reporting/summarizeEventTotals.ts';
export { summarizeEventTotals } from './reporting/summarizeEventTotals.ts';
export type { Forecast } from './reporting/summarizeForecast.ts';
export { summarizeForecast } from './reporting/summarizeForecast.ts';
export type { ForecastRow, MonthForecast } from './reporting/summarizeForecastByBrand.ts';
export { summarizeForecastByBrand } from './reporting/summarizeForecastByBrand.ts';
export type { ForecastMonth } from './reporting/summarizeForecastByMonth.ts';
export { summarizeForecastByMonth } from './reporting/summarizeForecastByMonth.ts';
export type { EventGroup } from './reporting/summarizeGroups.ts';
export { summarizeGroups } from './reporting/summarizeGroups.ts';
export type { ProjectionMonth } from './reporting/summarizeProjections.ts';
export { summarizeProjections } from './reporting/summarizeProjections.ts';
export type { RevenueTotals } from './reporting/summarizeRevenueBy.ts';
export { summarizeRevenueBy } from './reporting/summarizeRevenueBy.ts';
export type { GroupTotals } from './reporting/summarizeTotalsBy.ts';
export { summarizeTotalsBy } from './reporting/summarizeTotalsBy.ts';
export type { DayTotals } from './reporting/summarizeTotalsByDay.ts';
export { summarizeTotalsByDay } from './reporting/summarizeTotalsByDay.ts';
export {
  canSeeBrandReports,
  canShareBrandReports,
} from './reportLink/canShareBrandReports.ts';
export { getReportLinkExpiry, isReportLinkExpiryDays } from './reportLink/getReportLinkExpiry.ts';
export { getReportLinkRange } from './reportLink/getReportLinkRange.ts';
export { getReportLinkState } from './reportLink/getReportLinkState.ts';
export { pickReportLinkParams } from './reportLink/pickReportLinkParams.ts';
export type {
  ReportLink,
  ReportLinkExpiryDays,
  ReportLinkState,
  ShareableReport,
} from './reportLink/reportLinks.ts';
export {
  DEFAULT_REPORT_LINK_EXPIRY_DAYS,
  REPORT_DEFAULT_PERIODS,
  REPORT_LINK_EXPIRY_DAYS,
  REPORT_LINK_PARAMS,
  REPORT_LINK_STATES,
  ROLLING_PERIOD_DAYS,
  SHAREABLE_REPORT_TITLES,
  SHAREABLE_REPORTS,
} from './reportLink/reportLinks.ts';
export type {
  RefusedSalesActivityRow,
  SalesActivityCheck,
  SalesActivityRow,
} from './salesActivity/parseSalesActivityCsv.ts';
export {
  parseSalesActivityCsv,
  SALES_ACTIVITY_COLUMNS,
  SALES_ACTIVITY_MAX_BYTES,
  SALES_ACTIVITY_MAX_ROWS,
  SALES_ACTIVITY_TEMPLATE,
} from './salesActivity/parseSalesActivityCsv.ts';
export type { SalesMetric } from './salesActivity/salesMetrics.ts';
export { isSalesMetric, SALES_METRIC_TITLES, SALES_METRICS } from './salesActivity/salesMetrics.ts';
export { applySavedView } from './savedView/applySavedView.ts';
export { decodeSavedView } from './savedView/decodeSavedView.ts';
export { encodeSavedView } from './savedView/encodeSavedView.ts';
export { getSavedViewKey } from './savedView/getSavedViewKey.ts';
export { getSavedViewNameError } from './savedView/getSavedViewNameError.ts';
export { getSavedViewState } from './savedView/getSavedViewState.ts';
export type {
  DecodedSavedView,
  SavedView,
  SavedViewList,
  SavedViewPayload,
  SavedViewState,
  SavedViewVersion,
} from './savedView/savedViews.ts';
export {
  SAVED_VIEW_NAME_MAX,
  SAVED_VIEW_QUERY_MAX,
  SAVED_VIEW_VERSION,
  SAVED_VIEW_VERSIONS,
  SAVED_VIEWS_PER_LIST_MAX,
} from './savedView/savedViews.ts';
export { addRecentSearch } from './search/addRecentSearch.ts';
export { buildSearchPayload } from './search/buildSearchPayload.ts';
export { decodeSearchResult } from './search/decodeSearchResult.ts';
export type { HighlightSegment } from './search/getHighlightSegments.ts';
export { getHighlightSegments } from './search/getHighlightSegments.ts';
export { getRecentSearchesKey } from './search/getRecentSearchesKey.ts';
export { parseRecentSearches } from './search/parseRecentSearches.ts';
export type { SearchApp, SearchPayload } from './search/searchConstants.ts';
export {
  RECENT_SEARCHES_LIMIT,
  SEARCH_APPS,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MAX_WAIT_MS,
  SEARCH_TYPES_BY_APP,
} from './search/searchConstants.ts';
export { getInitialSelectionId } from './session/getInitialSelectionId.ts';
export { isProfileFresh } from './session/isProfileFresh.ts';
export { parseStoredSelectionId } from './session/parseStoredSelectionId.ts';
export { assertNever } from './shared/assertNever.ts';
export type { CsvRecord } from './shared/parseCsvRecords.ts';
export { parseCsvRecords } from './shared/parseCsvRecords.ts';
export { roundToCents } from './shared/roundToCents.ts';
export { buildSignupPayload } from './signup/buildSignupPayload.ts';
export type { SignupFailure } from './signup/getSignupFailureToast.ts';
export { getSignupFailureToast } from './signup/getSignupFailureToast.ts';
export type { SignupErrors, SignupField, SignupForm } from './signup/signupForm.ts';
export { SIGNUP_MESSAGES, SIGNUP_TOPIC } from './signup/signupForm.ts';
export { validateSignupForm } from './signup/validateSignupForm.ts';
export { getTrackerLabel } from './tracker/getTrackerLabel.ts';
export type { TrackerType } from './tracker/trackerTypes.ts';
export { isTrackerType, TRACKER_TYPE_TITLES, TRACKER_TYPES } from './tracker/trackerTypes.ts';
