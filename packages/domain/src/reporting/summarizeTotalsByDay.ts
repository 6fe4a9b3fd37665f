import { getEventQueryRange } from '../events/getEventQueryRange.ts';
import { getEventDay } from './getEventDay.ts';
import { groupBy } from './groupBy.ts';
import {
  type EventTotals,
  summarizeEventTotals,
  type TotalsEvent,
} from './summarizeEventTotals.ts';

/** One day of a month: the day, and the totals of what aired or was planned on it. */
export interface DayTotals extends EventTotals {
  /** yyyy-MM-dd. */
  readonly day: string;
}

/**
 * The totals of every day of a month ('yyyy-MM', or any day of it), in order, days without events
 * included; events on other days are left out. No days for a value that is not a month.
 */
export function summarizeTotalsByDay(events: readonly TotalsEvent[], month: string): DayTotals[] {
  const range = getEventQueryRange({ month });
  if (range === undefined) return [];
  const byDay = groupBy(events, getEventDay);
  const prefix = range.start.slice(0, 8);
  return Array.from({ length: Number(range.end.slice(8)) }, (_, index) => {
    const day = `${prefix}${String(index + 1).padStart(2, '0')}`;
    return { day, ...summarizeEventTotals(byDay.get(day) ?? []) };
  });
}
