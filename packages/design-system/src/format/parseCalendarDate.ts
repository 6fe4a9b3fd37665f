import { isValid, parseISO } from 'date-fns';

/**
 * A date to format: a `yyyy-MM-dd` string (a calendar date), an ISO timestamp (an instant), a
 * `Date` or epoch milliseconds. Anything else formats as `EMPTY_VALUE`.
 */
export type DateInput = Date | string | number | null | undefined;

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Reads a `DateInput` into a local `Date`, or null. A `yyyy-MM-dd` string is a calendar date: it
 * becomes local midnight of that day, so it shows as the same day in every time zone
 * (`new Date('2024-03-01')` would be UTC midnight, i.e. Feb 29 in the Americas).
 */
export function parseCalendarDate(value: DateInput): Date | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return isValid(value) ? new Date(value.getTime()) : null;
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  const text = value.trim();
  const calendar = CALENDAR_DATE.exec(text);
  if (calendar) {
    const [, year, month, day] = calendar.map(Number) as [number, number, number, number];
    const date = new Date(year, month - 1, day);
    // new Date(2024, 1, 30) rolls over to March 1: reject impossible days instead.
    const exists =
      date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
    return exists ? date : null;
  }
  // Laravel writes "2024-03-01 12:00:00"; parseISO wants the T.
  const instant = parseISO(text.replace(' ', 'T'));
  return isValid(instant) ? instant : null;
}
