import { getEventQueryRange, parseCalendarDate } from '@airtime/domain';
import { toDay } from '../../features/months/months.ts';

// Weeks of the agency boards: a week is named by its first day (Sunday, the domain's
// EVENT_WEEK_STARTS_ON), written yyyy-MM-dd as the URL and the API take it.

/** The first day of the week holding `day` (a 'yyyy-MM-dd' or a Date), or undefined if unreadable. */
export function weekStartOf(day: string | Date): string | undefined {
  return getEventQueryRange({ week: day })?.start;
}

/** The first day of the week `weeks` weeks after the one starting on `start` (negative: before). */
export function shiftWeek(start: string, weeks: number): string {
  const date = parseCalendarDate(start) ?? new Date();
  // setDate moves calendar days, so a clock change never shifts the result by one.
  date.setDate(date.getDate() + weeks * 7);
  return toDay(date);
}
