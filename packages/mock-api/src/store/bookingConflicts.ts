import {
  type BookingConflict,
  type BookingConflictBrand,
  type Campaign,
  DEFAULT_CONFLICT_WINDOW_DAYS,
  type Event,
  findBookingConflicts,
} from '@airtime/domain';
import type { Store } from './createStore.ts';

// The booking conflict check (issue 23) on the store: the domain's findBookingConflicts fed with
// a creator's events and the brands involved. The handlers and the seed share it.

/** A brand's competitor list and window, the defaults when it has set none. */
export function competitorSetting(
  store: Store,
  brandId: number,
): { competitor_brand_ids: readonly number[]; window_days: number } {
  const row = store.brandCompetitors.lookupOne('brand_id', brandId);
  return {
    competitor_brand_ids: row?.competitor_brand_ids ?? [],
    window_days: row?.window_days ?? DEFAULT_CONFLICT_WINDOW_DAYS,
  };
}

/** What is booked: a brand, a creator and a day, and the event when it is a move. */
export interface ProposedBooking {
  readonly brand_id: number;
  readonly publisher_id: number;
  readonly date: string;
  readonly event_id?: number | null;
}

/** The creator's events that compete with the booking, by the booking brand's window. */
export function conflictsFor(store: Store, booking: ProposedBooking): BookingConflict[] {
  const events = store.events.lookup('publisher_id', booking.publisher_id).map((event) => {
    const production = store.eventProductions.lookupOne('event_id', event.id);
    return production === undefined ? event : { ...event, production };
  });
  const brandIds = new Set<number>([booking.brand_id]);
  for (const event of events) if (event.brand_id !== null) brandIds.add(event.brand_id);
  const brands: BookingConflictBrand[] = [];
  for (const brandId of brandIds) {
    const brand = store.brands.get(brandId);
    if (brand === undefined) continue;
    brands.push({
      id: brand.id,
      name: brand.name,
      industry_id: brand.industry_id,
      competitor_brand_ids: competitorSetting(store, brand.id).competitor_brand_ids,
    });
  }
  return findBookingConflicts({
    booking,
    events,
    brands,
    windowDays: competitorSetting(store, booking.brand_id).window_days,
  });
}

/** The campaign an event is booked under: its brand's on its channel (as campaign events are). */
export function campaignOfEvent(store: Store, event: Event): Campaign | undefined {
  if (event.brand_id === null) return undefined;
  return store.campaigns
    .lookup('content_id', event.content_id)
    .find((campaign) => campaign.brand_id === event.brand_id);
}
