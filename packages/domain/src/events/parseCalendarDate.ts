import { isValid, startOfDay } from 'date-fns';
import type { CalendarDateInput } from './eventQuery.ts';

// Only the padded form: the API and URLs never write '2024-1-5'.
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Reads a 'yyyy-MM-dd' day or a Date as local midnight of that day, or undefined if invalid. */
export function parseCalendarDate(value: CalendarDateInput): Date | undefined {
  if (value instanceof Date) {
    return isValid(value) ? startOfDay(value) : undefined;
  }
  const match = CALENDAR_DAY.exec(value);
  if (match === null) return undefined;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  // Checked in UTC, where every day exists: February 30 rolls over to March 1. No year 0000.
  const check = new Date(0);
  check.setUTCFullYear(year, month - 1, day);
  if (year === 0 || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    return undefined;
  }
  // setFullYear from a local midnight: new Date(y, m, d) reads years 0 to 99 as 1900 to 1999.
  const date = new Date(2000, 0, 1);
  date.setFullYear(year, month - 1, day);
  // Where the clock skips midnight (Sao Paulo, 2018-11-04) this is 01:00, as startOfDay gives.
  date.setHours(0, 0, 0, 0);
  return date;
}
