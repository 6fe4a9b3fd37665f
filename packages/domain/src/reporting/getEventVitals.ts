import type { Event } from '../model/Event.ts';
import type { CampaignVitals } from '../model/Sponsorship.ts';

/**
 * The booked brand's own results on an event: the vitals of the sponsorship it was booked for
 * (the included planned sponsorship, else the brand's planned one among its sponsorships).
 */
export function getEventVitals(
  event: Pick<Event, 'brand_id' | 'plannedSponsorship' | 'sponsorships'>,
): CampaignVitals | undefined {
  const sponsorship =
    event.plannedSponsorship ??
    event.sponsorships?.find((row) => row.is_planned && row.brand_id === event.brand_id);
  return sponsorship?.campaign_vitals;
}
