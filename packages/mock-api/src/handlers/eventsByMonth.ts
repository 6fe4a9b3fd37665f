import type { Event } from '@airtime/domain';
import type { RecordScope } from '../auth/recordScope.ts';
import type { ListQuery, ListSpec, Page } from '../http/listing.ts';
import type { Store } from '../store/createStore.ts';
import { eventDate } from '../store/eventDates.ts';
import type { EventCriteria } from './eventQuery.ts';
import { paginateFast } from './fastPage.ts';

// The events list by date, for agency staff, with no filter but a date range: the month index is
// walked in sort order from the cursor's month, and only the months the page needs are read.
// Reading and sorting all 100,000 events of the large scale would cost tens of milliseconds.

/** Whether the query filters by nothing but a range of days. */
function onlyDateRange(criteria: EventCriteria): boolean {
  return (
    !criteria.empty &&
    criteria.publishers === undefined &&
    criteria.brands === undefined &&
    criteria.sponsors === undefined &&
    criteria.channels === undefined &&
    criteria.statuses === undefined &&
    criteria.ids === undefined &&
    criteria.scheduled === undefined &&
    criteria.aired === undefined &&
    criteria.sponsored === undefined &&
    criteria.reviewed === undefined &&
    criteria.hasPotentialMatches === undefined &&
    criteria.needle === undefined
  );
}

/** The last day of a 'yyyy-MM' month, as yyyy-MM-dd. */
function lastDayOf(month: string): string {
  const days = new Date(
    Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0),
  ).getUTCDate();
  return `${month}-${String(days).padStart(2, '0')}`;
}

/** 'yyyy-MM' as a month count; null (no date) after every month. */
function monthRank(key: string | null): number {
  return key === null
    ? Number.POSITIVE_INFINITY
    : Number(key.slice(0, 4)) * 12 + Number(key.slice(5, 7)) - 1;
}

/**
 * The page of the date-sorted list, as paginate would make it from every event, or undefined
 * when the query is not one this walk serves (then list the usual way).
 */
export function pageEventsByMonth(
  store: Store,
  criteria: EventCriteria,
  scope: RecordScope,
  query: ListQuery,
  spec: ListSpec<Event>,
): Page<Event> | undefined {
  const only = query.sort.length === 1 ? query.sort[0] : undefined;
  if (!scope.all || only?.field !== 'date' || !onlyDateRange(criteria)) return undefined;
  const cursorDay = query.cursor?.key[0];
  if (query.cursor !== null && cursorDay !== null && typeof cursorDay !== 'number')
    return undefined;

  const { start, end } = criteria;
  const startMonth = start?.slice(0, 7) ?? null;
  const endMonth = end?.slice(0, 7) ?? null;
  const buckets: Array<string | null> = store.events
    .keys('month')
    .filter(
      (key): key is string =>
        typeof key === 'string' &&
        (startMonth === null || key >= startMonth) &&
        (endMonth === null || key <= endMonth),
    );
  if (start === null && end === null && store.events.count('month', null) > 0) buckets.push(null);
  // Walking order: the sort's, undated events last either way (as paginate puts nulls), all
  // reversed when paging backwards.
  const backwards = query.cursor?.direction === 'prev' ? -1 : 1;
  const sign = (only.descending ? -1 : 1) * backwards;
  const walkRank = (key: string | null) =>
    key === null ? backwards * Number.POSITIVE_INFINITY : sign * monthRank(key);
  buckets.sort((a, b) => walkRank(a) - walkRank(b) || 0);

  const inRange = (event: Event) => {
    const day = eventDate(event);
    return day !== null && (start === null || day >= start) && (end === null || day <= end);
  };
  // A month the range covers only in part; its events need their day checked.
  const isEdge = (key: string | null) =>
    key !== null &&
    ((key === startMonth && start !== null && start > `${key}-01`) ||
      (key === endMonth && end !== null && end < lastDayOf(key)));
  const read = new Map<string | null, Event[]>();
  const rowsOf = (key: string | null) => {
    let rows = read.get(key);
    if (rows === undefined) {
      rows = store.events.lookup('month', key);
      if (isEdge(key)) rows = rows.filter(inRange);
      read.set(key, rows);
    }
    return rows;
  };

  let total = 0;
  for (const key of buckets)
    total += isEdge(key) ? rowsOf(key).length : store.events.count('month', key);

  const cursorBucket =
    query.cursor === null
      ? undefined
      : typeof cursorDay === 'number'
        ? `${String(Math.floor(cursorDay / 10_000)).padStart(4, '0')}-${String(Math.floor(cursorDay / 100) % 100).padStart(2, '0')}`
        : null;
  const first =
    cursorBucket === undefined
      ? 0
      : buckets.findIndex((key) => walkRank(key) >= walkRank(cursorBucket));
  const rows: Event[] = [];
  // Rows in months past the cursor's all follow it; once they fill a page (and one more, so the
  // next link is right), later months cannot change the page.
  let following = 0;
  for (let index = first === -1 ? buckets.length : first; index < buckets.length; index += 1) {
    if (following > query.perPage) break;
    const key = buckets[index] as string | null;
    const bucket = rowsOf(key);
    for (const event of bucket) rows.push(event);
    if (cursorBucket === undefined || key !== cursorBucket) following += bucket.length;
  }
  return { ...paginateFast(rows, query, spec), total };
}
