import type { EventDateRange, EventQuery } from './eventQuery.ts';

/** Builds the events list query: the range as start_date and end_date, creators as `publishers`. */
export function buildEventQuery(input: {
  readonly range: EventDateRange;
  /** One creator or several; ids that are not positive integers are left out. */
  readonly creatorId?: number | readonly number[] | undefined;
}): EventQuery {
  const { range, creatorId } = input;
  const ids =
    creatorId === undefined ? [] : typeof creatorId === 'number' ? [creatorId] : creatorId;
  const publishers = [...new Set(ids.filter((id) => Number.isSafeInteger(id) && id > 0))];
  const query = { start_date: range.start, end_date: range.end };
  return publishers.length === 0 ? query : { ...query, publishers };
}
