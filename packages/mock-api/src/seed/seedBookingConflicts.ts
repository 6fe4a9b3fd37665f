import { calendarDaysBetween, DEFAULT_CONFLICT_WINDOW_DAYS } from '@airtime/domain';
import { campaignOfEvent, conflictsFor } from '../store/bookingConflicts.ts';
import { dayNumber, eventDate } from '../store/eventDates.ts';
import type { SeedContext } from './SeedContext.ts';

/** Brands left to the tests: the product's own and the brand persona's. */
const LEFT_ALONE = new Set([1, 2, 3, 5]);
/** admin@ books anyway. */
const DECIDED_BY = 2;

/**
 * Issue 23's booking conflicts, as Settings and a campaign show them: the first creator (by id)
 * with two brands' events within the default window, the later one under a campaign, gets that
 * brand listing the other as a competitor, and a decision to book anyway on its campaign. Brands
 * 1, 2, 3 and 5 are left alone. Drawn without the seed's random numbers, so the sequence is
 * unchanged.
 */
export function seedBookingConflicts(context: SeedContext): void {
  const { store } = context;
  const admin = store.users.get(DECIDED_BY);
  if (admin === undefined) return;
  for (const creator of store.creators.all()) {
    const booked = store.events
      .lookup('publisher_id', creator.id)
      .filter(
        (event) =>
          event.brand_id !== null &&
          !LEFT_ALONE.has(event.brand_id) &&
          eventDate(event) !== null &&
          store.eventProductions.lookupOne('event_id', event.id)?.status !== 'cancelled',
      )
      .sort(
        (a, b) => (dayNumber(eventDate(a)) ?? 0) - (dayNumber(eventDate(b)) ?? 0) || a.id - b.id,
      );
    for (let index = 1; index < booked.length; index += 1) {
      const rival = booked[index - 1];
      const event = booked[index];
      if (rival?.brand_id == null || event?.brand_id == null) continue;
      if (rival.brand_id === event.brand_id) continue;
      const rivalDay = eventDate(rival);
      const day = eventDate(event);
      if (rivalDay === null || day === null) continue;
      if (calendarDaysBetween(rivalDay, day) > DEFAULT_CONFLICT_WINDOW_DAYS) continue;
      const campaign = campaignOfEvent(store, event);
      if (campaign === undefined) continue;
      store.brandCompetitors.insert({
        brand_id: event.brand_id,
        competitor_brand_ids: [rival.brand_id],
        window_days: DEFAULT_CONFLICT_WINDOW_DAYS,
        updated_at: event.created_at,
      });
      store.bookingDecisions.insert({
        campaign_id: campaign.id,
        event_id: event.id,
        date: day,
        user_id: admin.id,
        user_name: `${admin.firstname} ${admin.lastname}`.trim(),
        decided_at: event.created_at,
        conflicts: conflictsFor(store, {
          brand_id: event.brand_id,
          publisher_id: creator.id,
          date: day,
          event_id: event.id,
        }),
      });
      return;
    }
  }
}
