import {
  buildEventQuery,
  type CalendarDateInput,
  type EventDateRange,
  type EventProductionStatus,
  type EventQuery,
  getEventQueryRange,
  type Projection,
  type SponsorshipType,
} from '@airtime/domain';
import { list, one } from '../decode/decoders.ts';
import { eventModel } from '../models/event.ts';
import { defineCall } from './defineCall.ts';

// Events (spec §7 'Events, production, offers, trackers'). Lists take the event query: a period
// sent as start_date and end_date (yyyy-MM-dd, both included) and creators as `publishers`.

/** One id or several (sent as `name[]=`). */
type Ids = number | readonly number[];

export type EventSortField =
  | 'date'
  | 'planned_date'
  | 'aired_date'
  | 'billing_date'
  | 'rate'
  | 'estimated_views'
  | 'actual_views'
  | 'title'
  | 'created_at'
  | 'updated_at'
  | 'id';
/** A field name, `-` first for descending; `date` is the aired day, else the planned day. */
export type EventSort = EventSortField | `-${EventSortField}`;

/** The part of the event query that picks days and creators, as it goes out. */
export interface EventRangeQuery {
  /** yyyy-MM-dd, included. */
  readonly start_date?: string;
  /** yyyy-MM-dd, included. */
  readonly end_date?: string;
  /** Creator ids. */
  readonly publishers?: readonly number[];
  /** Only sent when the caller's month could not be read, so the server's 422 names it. */
  readonly month?: string;
  /** Only sent when the caller's week could not be read, so the server's 422 names it. */
  readonly week?: string;
}

/** What the event and production lists filter events by, beside the period. */
export interface EventFilters {
  readonly brand_id?: Ids;
  /** Events with a sponsorship of these brands, booked or found by traffic matching. */
  readonly sponsor_id?: Ids;
  /** Channels. */
  readonly content_id?: Ids;
  /** The production's status. */
  readonly status?: EventProductionStatus | readonly EventProductionStatus[];
  readonly is_scheduled?: boolean;
  readonly aired?: boolean;
  /** Booked for a brand, or with a sponsorship traffic confirmed. */
  readonly sponsored?: boolean;
  readonly reviewed?: boolean;
  readonly has_potential_matches?: boolean;
  /** Words of the title. */
  readonly s?: string;
  readonly ids?: Ids;
}

/** Asks for each aired, booked event's `payment` (its invoice's and payout's dates; ours). */
export interface EventInclude {
  readonly with?: 'payment';
}

export interface EventListQuery extends EventFilters, EventRangeQuery, EventInclude {
  readonly sort?: EventSort;
  readonly per_page?: number;
  readonly cursor?: string;
}

/**
 * How callers pick events: a month ('yyyy-MM', any day of it, or a Date), a week (any day of it;
 * weeks start on Sunday) or an explicit range, and creators. `toEventQuery` turns it into dates.
 */
export type EventPeriodSelection = {
  /** One creator or several, sent as `publishers`. */
  readonly creatorId?: number | readonly number[];
} & (
  | { readonly month: CalendarDateInput; readonly week?: never; readonly range?: never }
  | { readonly week: CalendarDateInput; readonly month?: never; readonly range?: never }
  | { readonly range: EventDateRange; readonly month?: never; readonly week?: never }
  | { readonly month?: never; readonly week?: never; readonly range?: never }
);

/** The events list as hooks take it: `{ month: '2026-11', creatorId: 4, sort: '-rate' }`. */
export type EventSelection = Omit<EventListQuery, keyof EventRangeQuery> & EventPeriodSelection;

type PeriodKeys = 'month' | 'week' | 'range' | 'creatorId';

/**
 * The wire query of a selection: its month or week read through the domain's getEventQueryRange
 * and buildEventQuery (start_date, end_date, publishers), so one month always gives one cache key.
 */
export function toEventQuery<const S extends EventPeriodSelection>(
  selection: S,
): Omit<S, PeriodKeys> & EventRangeQuery {
  const { month, week, range, creatorId, ...rest } = selection as EventPeriodSelection & {
    readonly [key: string]: unknown;
  };
  const period = month !== undefined ? { month } : week !== undefined ? { week } : undefined;
  const dates = period === undefined ? range : getEventQueryRange(period);
  // buildEventQuery also cleans the creator ids; its dates count only when the period was read.
  const built: EventQuery = buildEventQuery({ range: dates ?? { start: '', end: '' }, creatorId });
  let query: EventRangeQuery = built;
  if (dates === undefined) {
    // No period, or an unreadable one: the latter goes out as given, so the server's 422 names it.
    query = {
      ...(month === undefined ? {} : { month: String(month) }),
      ...(week === undefined ? {} : { week: String(week) }),
      ...(built.publishers === undefined ? {} : { publishers: built.publishers }),
    };
  }
  return { ...(rest as Omit<S, PeriodKeys>), ...query };
}

/** Event fields as the agency edits them. */
export interface EventFieldsInput {
  /** The channel; the creator follows from it. */
  readonly content_id: number;
  readonly title: string;
  /** yyyy-MM-dd. */
  readonly planned_date: string;
  readonly url?: string | null;
  /** yyyy-MM-dd. */
  readonly aired_date?: string | null;
  /** yyyy-MM-dd, not before the aired day. */
  readonly billing_date?: string | null;
  readonly rate?: number | null;
  readonly estimated_views?: number | null;
  /** Only once the event has aired. */
  readonly actual_views?: number | null;
  readonly is_scheduled?: boolean;
  readonly has_potential_matches?: boolean;
  /** Stamps reviewed_at (true) or clears it (false). */
  readonly reviewed?: boolean;
  /**
   * Ours: the event ids of the booking conflicts the user saw and went on with (from
   * getBookingConflicts). The decision is recorded on the campaign; a conflict not named is a 422.
   */
  readonly booked_despite?: readonly number[];
}

/** What booking an event for a brand sets up: its planned sponsorship and its production. */
export interface EventBookingInput {
  readonly brand_id: number;
  readonly sponsorship_type?: SponsorshipType;
  /** The production's status; `new` by default. */
  readonly status?: EventProductionStatus;
  readonly projection?: Projection | null;
  readonly is_important?: boolean;
  /** One of the brand's offers. */
  readonly offer_id?: number | null;
}

/** POST /api/events: an event, booked (with its production) when it names a brand. */
export type EventCreateInput = EventFieldsInput &
  (EventBookingInput | { readonly brand_id?: null });

export type EventUpdateInput = Partial<EventFieldsInput> & {
  /** Claims the event for this campaign on its channel (traffic's `event claiming`): booked for its brand. */
  readonly campaign_id?: number;
};

export const listEvents = /* @__PURE__ */ defineCall<EventListQuery>()({
  method: 'GET',
  path: '/api/new-events',
  decode: list(eventModel),
});
export const getEvent = /* @__PURE__ */ defineCall<EventInclude>()({
  method: 'GET',
  path: '/api/new-events/:id',
  decode: one(eventModel),
});
/** Creates an event; with `brand_id` it is booked and the answer embeds its production. */
export const createEvent = /* @__PURE__ */ defineCall<never, EventCreateInput>()({
  method: 'POST',
  path: '/api/events',
  decode: one(eventModel),
});
export const updateEvent = /* @__PURE__ */ defineCall<never, EventUpdateInput>()({
  method: 'PUT',
  path: '/api/events/:id',
  decode: one(eventModel),
});
