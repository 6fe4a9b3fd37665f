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
  // Traffic's review queue (decisions §9, the traffic rows).
  'sponsorship-review': lazyModal(() =>
    import('../traffic/SponsorshipReviewModal.tsx').then((m) => m.SponsorshipReviewModal),
  ),
  'event-claiming': lazyModal(() =>
    import('../traffic/EventClaimingModal.tsx').then((m) => m.EventClaimingModal),
  ),
  'trending-sponsorship': lazyModal(() =>
    import('../traffic/TrendingSponsorshipModal.tsx').then((m) => m.TrendingSponsorshipModal),
  ),
  'event-description-changes': lazyModal(() =>
    import('../traffic/DescriptionChangesModal.tsx').then((m) => m.DescriptionChangesModal),
  ),
};

export type ShellModals = typeof shellModals;

/** open, close and isOpen of the shell's modals. */
export function useShellModals() {
  return useModalManager<ShellModals>();
}
