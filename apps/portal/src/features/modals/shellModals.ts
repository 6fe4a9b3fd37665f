import { useModalManager } from '@airtime/design-system';
import { lazyModal } from './lazyModal.tsx';

/**
 * The modals the signed-in shell opens by name (spec §2 'Modals'); their names and props go in
 * the URL's `modal` query state, so a shared link reopens them. Not `satisfies ModalRegistry`: its
 * `ComponentType<never>` would become each entry's props by inference; useModalManager checks it.
 */
export const shellModals = {
  io: lazyModal(() => import('../shell/IoModal.tsx').then((module) => module.IoModal)),
  settings: lazyModal(() =>
    import('../profileSettings/ProfileSettingsModal.tsx').then(
      (module) => module.ProfileSettingsModal,
    ),
  ),
  impersonate: lazyModal(() =>
    import('../impersonation/ImpersonateModal.tsx').then((module) => module.ImpersonateModal),
  ),
  // Application Settings (decisions §9, Settings).
  'user-editor': lazyModal(() =>
    import('../access/UserEditorModal.tsx').then((module) => module.UserEditorModal),
  ),
  permissions: lazyModal(() =>
    import('../access/PermissionsModal.tsx').then((module) => module.PermissionsModal),
  ),
  // One campaign and what is done from it (decisions §9, the planning rows).
  planning: lazyModal(() =>
    import('../campaigns/PlanningModal.tsx').then((module) => module.PlanningModal),
  ),
  plan: lazyModal(() => import('../campaigns/PlanModal.tsx').then((module) => module.PlanModal)),
  'io-document': lazyModal(() =>
    import('../campaigns/IoDocumentModal.tsx').then((module) => module.IoDocumentModal),
  ),
  'campaign-renewal': lazyModal(() =>
    import('../campaigns/CampaignRenewalModal.tsx').then((module) => module.CampaignRenewalModal),
  ),
  // One production and what is done from it (decisions §9, the production rows).
  production: lazyModal(() =>
    import('../productions/ProductionModal.tsx').then((module) => module.ProductionModal),
  ),
  offer: lazyModal(() =>
    import('../productions/OfferModal.tsx').then((module) => module.OfferModal),
  ),
  offers: lazyModal(() =>
    import('../productions/OffersModal.tsx').then((module) => module.OffersModal),
  ),
  tracker: lazyModal(() =>
    import('../productions/TrackerModal.tsx').then((module) => module.TrackerModal),
  ),
  'promo-url': lazyModal(() =>
    import('../productions/PromoUrlModal.tsx').then((module) => module.PromoUrlModal),
  ),
  tags: lazyModal(() => import('../productions/TagsModal.tsx').then((module) => module.TagsModal)),
  'uncontracted-event': lazyModal(() =>
    import('../productions/UncontractedEventModal.tsx').then(
      (module) => module.UncontractedEventModal,
    ),
  ),
  // The creator app's (decisions §9): one event's figures, and a first sign-in's welcome.
  performance: lazyModal(() =>
    import('../events/PerformanceModal.tsx').then((module) => module.PerformanceModal),
  ),
  onboarding: lazyModal(() =>
    import('../onboarding/OnboardingModal.tsx').then((module) => module.OnboardingModal),
  ),
  // The creator and brand records' edits (decisions §9, the record rows).
  contact: lazyModal(() =>
    import('../contacts/ContactModal.tsx').then((module) => module.ContactModal),
  ),
  channel: lazyModal(() =>
    import('../channels/ChannelModal.tsx').then((module) => module.ChannelModal),
  ),
  'creator-profile': lazyModal(() =>
    import('../creatorProfile/CreatorProfileModal.tsx').then(
      (module) => module.CreatorProfileModal,
    ),
  ),
  'payment-preference': lazyModal(() =>
    import('../paymentPreferences/PaymentPreferenceModal.tsx').then(
      (module) => module.PaymentPreferenceModal,
    ),
  ),
};

export type ShellModals = typeof shellModals;

/** open, close and isOpen of the shell's modals. */
export function useShellModals() {
  return useModalManager<ShellModals>();
}
