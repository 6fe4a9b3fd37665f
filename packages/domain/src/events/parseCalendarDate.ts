import { isValid, parse, startOfDay } from 'date-fns';
import type { CalendarDateInput } from './eventQuery.ts';

// Only fills fields the pattern lacks; ours has them all, so any fixed date does.
const REFERENCE_DATE = new Date(2000, 0, 1);

/** Reads a 'yyyy-MM-dd' day or a Date as local midnight of that day, or undefined if invalid. */
export function parseCalendarDate(value: CalendarDateInput): Date | undefined {
  if (value instanceof Date) {
    return isValid(value) ? startOfDay(value) : undefined;
  }
  // date-fns would take '2024-1-5' too; the API and URLs only ever use the padded form.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return undefined;
  }
  const date = parse(value, 'yyyy-MM-dd', REFERENCE_DATE);
  return isValid(date) ? date : undefined;
}
