import type { Event, Sponsorship } from '@airtime/domain';

/** The sponsorships traffic matching found in an event (not the one it was booked for). */
export const foundSponsorships = (event: Event): readonly Sponsorship[] =>
  (event.sponsorships ?? []).filter((sponsorship) => !sponsorship.is_planned);

/** Brand names of the found sponsorships: 'Acme, Globex'. */
export const mentionedBrands = (event: Event): string =>
  [
    ...new Set(foundSponsorships(event).map((row) => row.brand?.name ?? `Brand ${row.brand_id}`)),
  ].join(', ');
