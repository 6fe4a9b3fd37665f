import type { TrackerListQuery } from '@airtime/api-client';
import { useModalManager } from '@airtime/design-system';
import { useMemo } from 'react';

// The production modals' own props (they go into the URL as JSON) and a typed opener for them.
// The modals open one another; typing them through shellModals' registry would make each modal's
// type depend on itself (the registry imports them), so they are declared here once.

/** The props of each production modal, by its name in shellModals. */
export interface ProductionModalPropsByName {
  /** One event production. */
  production: { readonly id: number };
  /** `add offer`, or an offer's edit; a production given takes the new offer. */
  offer: { readonly brandId: number; readonly productionId?: number; readonly offerId?: number };
  /** `edit offers`: a brand's offers, and a production's choice among them. */
  offers: { readonly brandId: number; readonly productionId?: number };
  /** A production's tracker; without one, a brand's tracker (`trackerId`) or a new one. */
  tracker: {
    readonly brandId: number;
    readonly productionId?: number;
    readonly trackerId?: number;
  };
  /** A creator's promo codes for a brand. */
  'promo-url': { readonly brandId: number; readonly creatorId: number };
  /** A production's tags. */
  tags: { readonly productionId: number };
  /** An airing outside any campaign, for a creator when given. */
  'uncontracted-event': { readonly creatorId?: number };
}

export type ProductionModalName = keyof ProductionModalPropsByName;

/** Opens a production modal by name over whatever is open (through the URL's modal state). */
export function useProductionModals() {
  const { open } = useModalManager();
  return useMemo(
    () => ({
      open: <N extends ProductionModalName>(name: N, props: ProductionModalPropsByName[N]) =>
        (open as (name: string, props: unknown) => void)(name, props),
    }),
    [open],
  );
}

/**
 * A brand's trackers, newest first, as its settings list them and the `tracker` modal finds the
 * one it edits: one query, so the modal opens from the list's cache.
 */
export const brandTrackersQuery = (brandId: number): TrackerListQuery => ({
  brand_id: brandId,
  sort: '-id',
});
