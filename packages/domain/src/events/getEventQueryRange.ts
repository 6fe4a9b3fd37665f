import { type Day, endOfMonth, endOfWeek, startOfMonth, startOfWeek } from 'date-fns';
import { EVENT_WEEK_STARTS_ON, type EventDateRange, type EventPeriod } from './eventQuery.ts';
import { formatCalendarDay } from './formatCalendarDay.ts';
import { parseCalendarDate } from './parseCalendarDate.ts';

/** Gets the first and last day of a month or week as 'yyyy-MM-dd', or undefined if unreadable. */
export function getEventQueryRange(
  period: EventPeriod,
  weekStartsOn: Day = EVENT_WEEK_STARTS_ON,
): EventDateRange | undefined {
  if ('month' in period) {
    const { month } = period;
    // A bare month means its first day; any day of it gives the same range.
    const day = parseCalendarDate(
      typeof month === 'string' && month.length === 7 ? `${month}-01` : month,
    );
    return day === undefined ? undefined : toRange(startOfMonth(day), endOfMonth(day));
  }
  const day = parseCalendarDate(period.week);
  return day === undefined
    ? undefined
    : toRange(startOfWeek(day, { weekStartsOn }), endOfWeek(day, { weekStartsOn }));
}

// date-fns moves calendar fields (setDate), not milliseconds, so a clock change never shifts a day.
function toRange(start: Date, end: Date): EventDateRange {
  return { start: formatCalendarDay(start), end: formatCalendarDay(end) };
}
