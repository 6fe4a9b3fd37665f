import { calendarDaysBetween } from '../finance/calendarDays.ts';
import type { BookingConflict } from '../model/BookingDecision.ts';
import type { Brand } from '../model/Brand.ts';
import type { Event } from '../model/Event.ts';
import type { EventProduction } from '../model/EventProduction.ts';
import { getEventDay } from '../reporting/getEventDay.ts';

/** An event of the creator, with its production's status when it has one. */
export type BookingConflictEvent = Pick<
  Event,
  'id' | 'title' | 'brand_id' | 'publisher_id' | 'planned_date' | 'aired_date' | 'deleted_at'
> & { readonly production?: Pick<EventProduction, 'status'> | undefined };

/** A brand as the rule needs it: its industry and the competitors it lists. */
export type BookingConflictBrand = Pick<Brand, 'id' | 'name' | 'industry_id'> & {
  readonly competitor_brand_ids?: readonly number[];
};

export interface BookingConflictInput {
  /** What is being booked: the brand, the creator, the day, and the event when it is a move. */
  readonly booking: {
    readonly brand_id: number;
    readonly publisher_id: number | null;
    /** yyyy-MM-dd; null when not chosen yet. */
    readonly date: string | null;
    /** The event being moved, which never conflicts with itself. */
    readonly event_id?: number | null;
  };
  /** The creator's events around the day (others are ignored by the window anyway). */
  readonly events: readonly BookingConflictEvent[];
  /** The brands involved: the booking's and those of the events. */
  readonly brands: readonly BookingConflictBrand[];
  /** Days either side of the booking's day (the booking brand's setting). */
  readonly windowDays: number;
}

/**
 * The creator's events that compete with a booking: for another brand of the same industry (both
 * known), or a pair either brand lists as competitors, within ±windowDays of the booking's day
 * (aired day, else planned). Cancelled and deleted events, the same brand's and the moved event
 * itself never count. By day, then id.
 */
export function findBookingConflicts({
  booking,
  events,
  brands,
  windowDays,
}: BookingConflictInput): BookingConflict[] {
  const bookingDay = booking.date;
  if (booking.publisher_id === null || bookingDay === null) return [];
  const byId = new Map(brands.map((brand) => [brand.id, brand]));
  const own = byId.get(booking.brand_id);
  const competes = (other: BookingConflictBrand | undefined, otherId: number): boolean => {
    const ownIndustry = own?.industry_id ?? null;
    if (ownIndustry !== null && ownIndustry === (other?.industry_id ?? null)) return true;
    return (
      (own?.competitor_brand_ids?.includes(otherId) ?? false) ||
      (other?.competitor_brand_ids?.includes(booking.brand_id) ?? false)
    );
  };
  const conflicts: BookingConflict[] = [];
  for (const event of events) {
    if (event.id === booking.event_id) continue;
    if (event.publisher_id !== booking.publisher_id) continue;
    if (event.brand_id === null || event.brand_id === booking.brand_id) continue;
    if (event.deleted_at !== null || event.production?.status === 'cancelled') continue;
    const date = getEventDay(event);
    if (date === null) continue;
    // NaN, from a day that is not one, is outside every window.
    if (!(Math.abs(calendarDaysBetween(bookingDay, date)) <= windowDays)) continue;
    const other = byId.get(event.brand_id);
    if (!competes(other, event.brand_id)) continue;
    conflicts.push({
      event_id: event.id,
      title: event.title,
      brand_id: event.brand_id,
      brand_name: other?.name ?? `Brand ${event.brand_id}`,
      date,
    });
  }
  return conflicts.sort((a, b) => a.date.localeCompare(b.date) || a.event_id - b.event_id);
}
