import type { BookingConflict, BookingDecision, Event } from '@airtime/domain';
import { agencyOnly } from '../auth/access.ts';
import { fieldError } from '../http/HttpError.ts';
import { readFilters } from '../http/query.ts';
import { json } from '../http/responses.ts';
import { anyRoute, defineRoute, type UserContext } from '../http/route.ts';
import { ErrorBag, v } from '../http/validate.ts';
import {
  campaignOfEvent,
  competitorSetting,
  conflictsFor,
  type ProposedBooking,
} from '../store/bookingConflicts.ts';
import type { Store } from '../store/createStore.ts';
import { eventDate } from '../store/eventDates.ts';

// The booking conflict check (issue 23, ours): the domain's findBookingConflicts run on the
// store. The portal asks before it books or moves an event, and a write that goes on anyway names
// the conflicts it saw in `booked_despite`, which records a BookingDecision on the campaign.

/**
 * Checks `booked_despite` (the conflicts' event ids the user saw and went on with) against the
 * conflicts of the event as it will be: a conflict the user was not shown is a 422, so nobody
 * books past a competitor they never saw. Answers the conflicts to record.
 */
export function checkBookedDespite(
  store: Store,
  errors: ErrorBag,
  booking: ProposedBooking | null,
  bookedDespite: readonly number[] | undefined,
): BookingConflict[] {
  if (bookedDespite === undefined || booking === null) return [];
  const seen = new Set(bookedDespite);
  const conflicts = conflictsFor(store, booking);
  const unseen = conflicts.filter((conflict) => !seen.has(conflict.event_id));
  if (unseen.length > 0) {
    errors.add(
      'booked_despite',
      `Another booking conflicts now: ${unseen
        .map((conflict) => `${conflict.title} (${conflict.brand_name}, ${conflict.date})`)
        .join('; ')}. Check again before booking.`,
    );
  }
  return conflicts;
}

/** Records the decision to book an event despite conflicts, on its campaign. */
export function recordBookingDecision(
  context: UserContext<string>,
  event: Event,
  conflicts: readonly BookingConflict[],
): BookingDecision | undefined {
  const date = eventDate(event);
  if (conflicts.length === 0 || date === null) return undefined;
  return context.store.bookingDecisions.insert({
    campaign_id: campaignOfEvent(context.store, event)?.id ?? null,
    event_id: event.id,
    date,
    user_id: context.user.id,
    user_name: `${context.user.firstname} ${context.user.lastname}`.trim(),
    decided_at: context.nowIso(),
    conflicts,
  });
}

export const bookingConflictRoutes = [
  // The conflicts a booking would have: `brand_id`, `publisher_id` (or `content_id`, whose
  // creator it is) and `date`; `event_id` when moving that event. Agency staff, who book.
  defineRoute({
    method: 'GET',
    path: '/api/booking-conflicts',
    access: agencyOnly,
    handle({ store, query }) {
      const input = readFilters(query, {
        brand_id: v.id(),
        publisher_id: v.id(),
        content_id: v.id(),
        date: v.date(),
        event_id: v.id(),
      });
      const errors = new ErrorBag();
      if (input.brand_id === undefined) errors.add('brand_id', 'The brand id field is required.');
      else if (!store.brands.has(input.brand_id))
        errors.add('brand_id', 'The selected brand id is invalid.');
      if (input.date === undefined) errors.add('date', 'The date field is required.');
      const channel =
        input.content_id === undefined ? undefined : store.channels.get(input.content_id);
      if (input.content_id !== undefined && channel === undefined)
        errors.add('content_id', 'The selected content id is invalid.');
      const publisherId = input.publisher_id ?? channel?.publisher_id;
      if (publisherId === undefined)
        errors.add(
          'publisher_id',
          'The publisher id field is required when content id is not present.',
        );
      else if (!store.creators.has(publisherId))
        errors.add('publisher_id', 'The selected publisher id is invalid.');
      errors.throwIfAny();
      if (input.brand_id === undefined || input.date === undefined || publisherId === undefined)
        fieldError('brand_id', 'The brand id field is required.');
      const booking = {
        brand_id: input.brand_id,
        publisher_id: publisherId,
        date: input.date,
        event_id: input.event_id ?? null,
      };
      return json({
        data: conflictsFor(store, booking),
        meta: { window_days: competitorSetting(store, input.brand_id).window_days },
      });
    },
  }),
].map(anyRoute);
