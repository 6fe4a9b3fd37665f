// Each shell modal's module by name. This file is its own small chunk, loaded on the first open
// of any modal, so the shell carries only the names (shellModals.ts), not an import per modal.

export const modalLoaders = {
  io: () => import('../shell/IoModal.tsx').then((module) => module.IoModal),
  settings: () =>
    import('../profileSettings/ProfileSettingsModal.tsx').then(
      (module) => module.ProfileSettingsModal,
    ),
  impersonate: () =>
    import('../impersonation/ImpersonateModal.tsx').then((module) => module.ImpersonateModal),
  // Application Settings (decisions §9, Settings).
  'user-editor': () =>
    import('../access/UserEditorModal.tsx').then((module) => module.UserEditorModal),
  permissions: () =>
    import('../access/PermissionsModal.tsx').then((module) => module.PermissionsModal),
  // One campaign and what is done from it (decisions §9, the planning rows).
  planning: () => import('../campaigns/PlanningModal.tsx').then((module) => module.PlanningModal),
  plan: () => import('../campaigns/PlanModal.tsx').then((module) => module.PlanModal),
  'io-document': () =>
    import('../campaigns/IoDocumentModal.tsx').then((module) => module.IoDocumentModal),
  'campaign-renewal': () =>
    import('../campaigns/CampaignRenewalModal.tsx').then((module) => module.CampaignRenewalModal),
  // One production and what is done from it (decisions §9, the production rows).
  production: () =>
    import('../productions/ProductionModal.tsx').then((module) => module.ProductionModal),
  offer: () => import('../productions/OfferModal.tsx').then((module) => module.OfferModal),
  offers: () => import('../productions/OffersModal.tsx').then((module) => module.OffersModal),
  tracker: () => import('../productions/TrackerModal.tsx').then((module) => module.TrackerModal),
  'promo-url': () =>
    import('../productions/PromoUrlModal.tsx').then((module) => module.PromoUrlModal),
  tags: () => import('../productions/TagsModal.tsx').then((module) => module.TagsModal),
  'uncontracted-event': () =>
    import('../productions/UncontractedEventModal.tsx').then(
      (module) => module.UncontractedEventModal,
    ),
  // The creator app's (decisions §9): one event's figures, and a first sign-in's welcome.
  performance: () =>
    import('../events/PerformanceModal.tsx').then((module) => module.PerformanceModal),
  onboarding: () =>
    import('../onboarding/OnboardingModal.tsx').then((module) => module.OnboardingModal),
  // The creator and brand records' edits (decisions §9, the record rows).
  contact: () => import('../contacts/ContactModal.tsx').then((module) => module.ContactModal),
  channel: () => import('../channels/ChannelModal.tsx').then((module) => module.ChannelModal),
  'creator-profile': () =>
    import('../creatorProfile/CreatorProfileModal.tsx').then(
      (module) => module.CreatorProfileModal,
    ),
  'payment-preference': () =>
    import('../paymentPreferences/PaymentPreferenceModal.tsx').then(
      (module) => module.PaymentPreferenceModal,
    ),
  // The agency's records (decisions §9, the lists' rows).
  agency: () => import('../records/AgencyModal.tsx').then((m) => m.AgencyModal),
  'create-brand': () => import('../records/BrandCreateModal.tsx').then((m) => m.BrandCreateModal),
  creator: () => import('../records/CreatorModal.tsx').then((m) => m.CreatorModal),
  'metric-type': () => import('../records/MetricTypeModal.tsx').then((m) => m.MetricTypeModal),
  // Prospecting (decisions §9): add a prospect, its outreach and one outreach email.
  prospect: () => import('../prospecting/ProspectModal.tsx').then((m) => m.ProspectModal),
  outreach: () => import('../prospecting/OutreachModal.tsx').then((m) => m.OutreachModal),
  'email-form': () => import('../prospecting/EmailFormModal.tsx').then((m) => m.EmailFormModal),
  // Traffic's review queue (decisions §9, the traffic rows).
  'sponsorship-review': () =>
    import('../traffic/SponsorshipReviewModal.tsx').then((m) => m.SponsorshipReviewModal),
  'event-claiming': () =>
    import('../traffic/EventClaimingModal.tsx').then((m) => m.EventClaimingModal),
  'trending-sponsorship': () =>
    import('../traffic/TrendingSponsorshipModal.tsx').then((m) => m.TrendingSponsorshipModal),
  'event-description-changes': () =>
    import('../traffic/DescriptionChangesModal.tsx').then((m) => m.DescriptionChangesModal),
  // Finance (decisions §9): an invoice from a brand's billable events of a month.
  'create-invoice': () =>
    import('../finance/CreateInvoiceModal.tsx').then((m) => m.CreateInvoiceModal),
  // Finance's and brand reporting's (decisions §9, the finance and brand reporting rows).
  'invoicing-customer': () =>
    import('../finance/InvoicingCustomerModal.tsx').then((m) => m.InvoicingCustomerModal),
  'forecast-month': () =>
    import('../finance/ForecastMonthModal.tsx').then((m) => m.ForecastMonthModal),
  'activity-import': () =>
    import('../salesActivity/ActivityImportModal.tsx').then((m) => m.ActivityImportModal),
  // A brand report's link (issue 20).
  'share-report': () =>
    import('../reportLinks/ShareReportModal.tsx').then((m) => m.ShareReportModal),
  // Saving and renaming a list's view (issue 23).
  'save-view': () => import('../savedViews/SaveViewModal.tsx').then((m) => m.SaveViewModal),
};

export type ModalLoaders = typeof modalLoaders;
