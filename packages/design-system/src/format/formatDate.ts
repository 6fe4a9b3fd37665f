import { format } from 'date-fns';
import { EMPTY_VALUE } from './empty.ts';
import { type DateInput, parseCalendarDate } from './parseCalendarDate.ts';

/** A date as `MMM dd, y`: `Mar 05, 2024`; an em dash when empty or invalid. */
export function formatDate(value: DateInput): string {
  const date = parseCalendarDate(value);
  return date ? format(date, 'MMM dd, y') : EMPTY_VALUE;
}
