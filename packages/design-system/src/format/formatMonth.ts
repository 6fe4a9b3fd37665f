import { format } from 'date-fns';
import { EMPTY_VALUE } from './empty.ts';
import { type DateInput, parseCalendarDate } from './parseCalendarDate.ts';

/** A month as `M/yy`: `3/24`; an em dash when empty or invalid. */
export function formatMonth(value: DateInput): string {
  const date = parseCalendarDate(value);
  return date ? format(date, 'M/yy') : EMPTY_VALUE;
}
