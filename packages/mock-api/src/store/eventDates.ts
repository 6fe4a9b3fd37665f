import type { Event } from '@airtime/domain';

/**
 * The day an event counts on in lists, calendars and date ranges: the day it aired, else the day
 * it is planned for (yyyy-MM-dd); null when it has neither.
 */
export function eventDate(event: Pick<Event, 'aired_date' | 'planned_date'>): string | null {
  return event.aired_date ?? event.planned_date;
}

/** The month of eventDate as 'yyyy-MM', the key of the events table's month index. */
export function eventMonth(event: Pick<Event, 'aired_date' | 'planned_date'>): string | null {
  return eventDate(event)?.slice(0, 7) ?? null;
}

/**
 * A yyyy-MM-dd day as the number yyyyMMdd (null stays null), for sorting: numbers compare far
 * faster than strings through the list collator, which matters over 100,000 events.
 */
export function dayNumber(day: string | null): number | null {
  if (day === null) return null;
  // Digit by digit, without slicing: this runs for every row of a 100,000-row list.
  const digit = (index: number) => day.charCodeAt(index) - 48;
  return (
    ((digit(0) * 10 + digit(1)) * 100 + digit(2) * 10 + digit(3)) * 10_000 +
    (digit(5) * 10 + digit(6)) * 100 +
    digit(8) * 10 +
    digit(9)
  );
}

/** An ISO date-time as epoch milliseconds (null stays null), for sorting. */
export function timeNumber(at: string | null): number | null {
  return at === null ? null : Date.parse(at);
}
