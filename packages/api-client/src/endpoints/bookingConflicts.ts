import * as v from 'valibot';
import { shape } from '../decode/decoders.ts';
import { bookingConflictSchema } from '../models/booking.ts';
import { defineCall } from './defineCall.ts';

// The booking conflict check (issue 23; ours): the creator's events for competing brands around
// a proposed booking, by the domain's findBookingConflicts on the server. A write that goes on
// anyway sends the conflicts' event ids as `booked_despite` (PUT/POST events).

export interface BookingConflictQuery {
  readonly brand_id: number;
  /** The creator; or `content_id`, whose creator it is. */
  readonly publisher_id?: number;
  readonly content_id?: number;
  /** yyyy-MM-dd. */
  readonly date: string;
  /** The event being moved, which never conflicts with itself. */
  readonly event_id?: number;
}

/** GET /api/booking-conflicts: `{ data: conflicts by day, meta: { window_days } }`. */
export const getBookingConflicts = /* @__PURE__ */ defineCall<BookingConflictQuery>()({
  method: 'GET',
  path: '/api/booking-conflicts',
  decode: shape(
    v.object({
      data: v.array(bookingConflictSchema),
      meta: v.object({ window_days: v.number() }),
    }),
    'the booking conflicts',
  ),
});
