import type { EventSelection } from '@airtime/api-client';

/**
 * The events a payment chain reads: a creator's aired events (of one brand, or all) with their
 * payment. One function for the card and its route preloads, so both name one cache entry.
 */
export function paymentChainSelection(creatorId: number, brandId?: number) {
  return {
    creatorId,
    ...(brandId === undefined ? {} : { brand_id: brandId }),
    aired: true,
    with: 'payment',
  } as const satisfies EventSelection;
}
