import { formatMoney } from '@airtime/design-system';
import type { Offer, Tracker } from '@airtime/domain';
import { getTrackerLabel } from '@airtime/domain';

/** An offer's rates as a coordinator reads them: '$500 (b) · $400 (c) flat, $20 (b) CPA'. */
export function formatOfferTerms(offer: Offer): string {
  const pair = (brand: number | null, creator: number | null) =>
    [
      brand === null ? null : formatMoney(brand, { party: 'brand' }),
      creator === null ? null : formatMoney(creator, { party: 'creator' }),
    ]
      .filter((part) => part !== null)
      .join(' · ');
  const flat = pair(offer.brand_flat_rate, offer.creator_flat_rate);
  const cpa = pair(offer.brand_cpa_rate, offer.creator_cpa_rate);
  return [flat === '' ? null : `${flat} flat`, cpa === '' ? null : `${cpa} CPA`]
    .filter((part) => part !== null)
    .join(', ');
}

/** What a tracker tracks: 'SAVE20 on acme.com/pod' or 'https://…'. */
export function getTrackerTarget(tracker: Tracker): string {
  return tracker.type === 'landing' ? `${tracker.promocode} on ${tracker.domain}` : tracker.link;
}

/** What a tracker tracks, with its type: 'Landing Page: SAVE20 on acme.com/pod'. */
export function formatTrackerTarget(tracker: Tracker): string {
  return `${getTrackerLabel(tracker.type)}: ${getTrackerTarget(tracker)}`;
}
