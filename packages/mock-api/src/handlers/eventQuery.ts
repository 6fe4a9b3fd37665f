import {
  EVENT_PRODUCTION_STATUSES,
  type Event,
  type EventProductionStatus,
  getEventQueryRange,
} from '@airtime/domain';
import { inScope, type RecordScope } from '../auth/recordScope.ts';
import { fieldError } from '../http/HttpError.ts';
import { readFilters } from '../http/query.ts';
import { v } from '../http/validate.ts';
import type { Store } from '../store/createStore.ts';
import { eventDate } from '../store/eventDates.ts';

// The event query of spec §7, shared by the event and production lists: a range of days
// (start_date and end_date, yyyy-MM-dd, both included; month or week are read through the domain's
// getEventQueryRange), creators as `publishers`, brands, channels, production status, scheduled.
// Lists pick their rows from the smallest index that applies (month, creator, brand, channel,
// status) and filter the rest, so 100,000 events answer in a few milliseconds.

export const EVENT_FILTERS = {
  start_date: v.date(),
  end_date: v.date(),
  month: v.string({
    max: 10,
    pattern: /^\d{4}-\d{2}(-\d{2})?$/,
    patternMessage: 'The :attribute field must match the format Y-m or Y-m-d.',
  }),
  week: v.date(),
  publishers: v.list(v.id(), { max: 200 }),
  brand_id: v.list(v.id(), { max: 200 }),
  /** Events with a live sponsorship of one of these brands, booked or found (traffic's mentions). */
  sponsor_id: v.list(v.id(), { max: 200 }),
  content_id: v.list(v.id(), { max: 200 }),
  status: v.list(v.oneOf(EVENT_PRODUCTION_STATUSES), { max: EVENT_PRODUCTION_STATUSES.length }),
  is_scheduled: v.boolean(),
  scheduled: v.boolean(),
  aired: v.boolean(),
  sponsored: v.boolean(),
  reviewed: v.boolean(),
  has_potential_matches: v.boolean(),
  ids: v.list(v.id(), { max: 200 }),
  s: v.string({ max: 255 }),
};

/** An event query read and checked. */
export interface EventCriteria {
  readonly start: string | null;
  readonly end: string | null;
  /** The period asked for holds no day at all (a month and a week that do not meet). */
  readonly empty: boolean;
  readonly publishers?: ReadonlySet<number>;
  readonly brands?: ReadonlySet<number>;
  readonly sponsors?: ReadonlySet<number>;
  readonly channels?: ReadonlySet<number>;
  readonly statuses?: ReadonlySet<EventProductionStatus>;
  readonly ids?: ReadonlySet<number>;
  readonly scheduled?: boolean;
  readonly aired?: boolean;
  readonly sponsored?: boolean;
  readonly reviewed?: boolean;
  readonly hasPotentialMatches?: boolean;
  readonly needle?: string;
}

/** Reads the event query from a list's query string (422 naming a bad parameter). */
export function readEventCriteria(query: URLSearchParams): EventCriteria {
  const filters = readFilters(query, EVENT_FILTERS);
  if (
    filters.start_date !== undefined &&
    filters.end_date !== undefined &&
    filters.end_date < filters.start_date
  ) {
    fieldError('end_date', 'The end date field must be a date after or equal to start date.');
  }
  const starts: string[] = [];
  const ends: string[] = [];
  if (filters.start_date !== undefined) starts.push(filters.start_date);
  if (filters.end_date !== undefined) ends.push(filters.end_date);
  if (filters.month !== undefined) {
    const range = getEventQueryRange({ month: filters.month });
    if (range === undefined) fieldError('month', 'The month field is not a valid month.');
    starts.push(range.start);
    ends.push(range.end);
  }
  if (filters.week !== undefined) {
    const range = getEventQueryRange({ week: filters.week });
    if (range === undefined) fieldError('week', 'The week field is not a valid day.');
    starts.push(range.start);
    ends.push(range.end);
  }
  // The latest start and the earliest end: the days every given period shares.
  const start = starts.sort().at(-1) ?? null;
  const end = ends.sort()[0] ?? null;
  const scheduled = filters.is_scheduled ?? filters.scheduled;
  return {
    start,
    end,
    empty: start !== null && end !== null && end < start,
    ...(filters.publishers === undefined ? {} : { publishers: new Set(filters.publishers) }),
    ...(filters.brand_id === undefined ? {} : { brands: new Set(filters.brand_id) }),
    ...(filters.sponsor_id === undefined ? {} : { sponsors: new Set(filters.sponsor_id) }),
    ...(filters.content_id === undefined ? {} : { channels: new Set(filters.content_id) }),
    ...(filters.status === undefined ? {} : { statuses: new Set(filters.status) }),
    ...(filters.ids === undefined ? {} : { ids: new Set(filters.ids) }),
    ...(scheduled === undefined ? {} : { scheduled }),
    ...(filters.aired === undefined ? {} : { aired: filters.aired }),
    ...(filters.sponsored === undefined ? {} : { sponsored: filters.sponsored }),
    ...(filters.reviewed === undefined ? {} : { reviewed: filters.reviewed }),
    ...(filters.has_potential_matches === undefined
      ? {}
      : { hasPotentialMatches: filters.has_potential_matches }),
    ...(filters.s === undefined ? {} : { needle: filters.s.toLowerCase() }),
  };
}

/** Whether an event meets the query (and the user's scope). */
export function eventMatcher(
  store: Store,
  criteria: EventCriteria,
  scope: RecordScope,
): (event: Event) => boolean {
  const { start, end } = criteria;
  return (event) => {
    if (!inScope(scope, event.brand_id, event.publisher_id)) return false;
    if (start !== null || end !== null) {
      const day = eventDate(event);
      if (day === null || (start !== null && day < start) || (end !== null && day > end))
        return false;
    }
    if (criteria.publishers !== undefined && !criteria.publishers.has(event.publisher_id))
      return false;
    if (
      criteria.brands !== undefined &&
      (event.brand_id === null || !criteria.brands.has(event.brand_id))
    )
      return false;
    if (criteria.channels !== undefined && !criteria.channels.has(event.content_id)) return false;
    if (criteria.ids !== undefined && !criteria.ids.has(event.id)) return false;
    if (criteria.scheduled !== undefined && event.is_scheduled !== criteria.scheduled) return false;
    if (criteria.aired !== undefined && (event.aired_date !== null) !== criteria.aired)
      return false;
    if (criteria.sponsored !== undefined && isSponsored(store, event) !== criteria.sponsored)
      return false;
    if (
      criteria.sponsors !== undefined &&
      !store.sponsorships
        .lookup('event_id', event.id)
        .some((row) => criteria.sponsors?.has(row.brand_id))
    )
      return false;
    if (criteria.reviewed !== undefined && (event.reviewed_at !== null) !== criteria.reviewed)
      return false;
    if (
      criteria.hasPotentialMatches !== undefined &&
      event.has_potential_matches !== criteria.hasPotentialMatches
    )
      return false;
    if (criteria.needle !== undefined && !event.title.toLowerCase().includes(criteria.needle))
      return false;
    if (criteria.statuses !== undefined) {
      const production = store.eventProductions.lookupOne('event_id', event.id);
      if (production === undefined || !criteria.statuses.has(production.status)) return false;
    }
    return true;
  };
}

/**
 * Booked for a brand, or with a sponsorship traffic confirmed (every mention reviewed): an
 * unreviewed mention found by matching does not make an event sponsored yet.
 */
function isSponsored(store: Store, event: Event): boolean {
  return (
    event.brand_id !== null ||
    store.sponsorships
      .lookup('event_id', event.id)
      .some((row) => row.mentions.every((mention) => mention.is_reviewed))
  );
}

/** The 'yyyy-MM' keys from one day's month to another's, or null past `max` months. */
export function monthsBetween(start: string, end: string, max = 36): string[] | null {
  let year = Number(start.slice(0, 4));
  let month = Number(start.slice(5, 7));
  const last = end.slice(0, 7);
  const out: string[] = [];
  for (;;) {
    const key = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
    if (key > last) return out;
    if (out.length === max) return null;
    out.push(key);
    month += 1;
    if (month === 13) {
      month = 1;
      year += 1;
    }
  }
}

interface Source {
  readonly count: number;
  readonly rows: () => Iterable<Event>;
}

function union(
  store: Store,
  index: 'publisher_id' | 'brand_id' | 'content_id' | 'month',
  keys: Iterable<number | string>,
): Source {
  const list = [...keys];
  return {
    count: list.reduce<number>((sum, key) => sum + store.events.count(index, key), 0),
    rows: () => list.flatMap((key) => store.events.lookup(index, key)),
  };
}

/**
 * The events to filter: the rows of the most selective index the query and the scope allow
 * (every event when none does). Not yet filtered: run eventMatcher over them.
 */
export function eventCandidates(
  store: Store,
  criteria: EventCriteria,
  scope: RecordScope,
): Iterable<Event> {
  if (criteria.empty) return [];
  const sources: Source[] = [];
  if (!scope.all) {
    const brands = union(store, 'brand_id', scope.brandIds);
    const creators = union(store, 'publisher_id', scope.creatorIds);
    sources.push({
      count: brands.count + creators.count,
      rows: () => new Set([...brands.rows(), ...creators.rows()]),
    });
  }
  if (criteria.publishers !== undefined)
    sources.push(union(store, 'publisher_id', criteria.publishers));
  if (criteria.brands !== undefined) sources.push(union(store, 'brand_id', criteria.brands));
  if (criteria.channels !== undefined) sources.push(union(store, 'content_id', criteria.channels));
  if (criteria.sponsors !== undefined) {
    const sponsors = [...criteria.sponsors];
    sources.push({
      count: sponsors.reduce((sum, id) => sum + store.sponsorships.count('brand_id', id), 0),
      rows: () =>
        new Set(
          sponsors.flatMap((id) =>
            store.sponsorships
              .lookup('brand_id', id)
              .map((row) => store.events.get(row.event_id))
              .filter((event) => event !== undefined),
          ),
        ),
    });
  }
  if (criteria.start !== null && criteria.end !== null) {
    const months = monthsBetween(criteria.start, criteria.end);
    const source = months === null ? undefined : union(store, 'month', months);
    // Reading most of the table through the index costs more than reading it whole.
    if (source !== undefined && source.count < store.events.size / 2) sources.push(source);
  }
  if (criteria.ids !== undefined) {
    const ids = criteria.ids;
    sources.push({
      count: ids.size,
      rows: () => [...ids].map((id) => store.events.get(id)).filter((event) => event !== undefined),
    });
  }
  if (criteria.statuses !== undefined) {
    const statuses = [...criteria.statuses];
    sources.push({
      count: statuses.reduce(
        (sum, status) => sum + store.eventProductions.count('status', status),
        0,
      ),
      rows: () => {
        const events = new Set<Event>();
        for (const status of statuses) {
          for (const production of store.eventProductions.lookup('status', status)) {
            const event = store.events.get(production.event_id);
            if (event !== undefined) events.add(event);
          }
        }
        return events;
      },
    });
  }
  let best: Source | undefined;
  for (const source of sources) if (best === undefined || source.count < best.count) best = source;
  return best === undefined ? store.events.all() : best.rows();
}

/** Whether the query names something an index can narrow events by. */
export function narrowsEvents(criteria: EventCriteria): boolean {
  return (
    criteria.empty ||
    criteria.publishers !== undefined ||
    criteria.brands !== undefined ||
    criteria.channels !== undefined ||
    criteria.ids !== undefined ||
    criteria.statuses !== undefined ||
    (criteria.start !== null && criteria.end !== null)
  );
}

/** Whether the query filters events at all. */
export function hasEventFilter(criteria: EventCriteria): boolean {
  return (
    narrowsEvents(criteria) ||
    criteria.start !== null ||
    criteria.end !== null ||
    criteria.scheduled !== undefined ||
    criteria.aired !== undefined ||
    criteria.sponsored !== undefined ||
    criteria.reviewed !== undefined ||
    criteria.hasPotentialMatches !== undefined ||
    criteria.needle !== undefined
  );
}
