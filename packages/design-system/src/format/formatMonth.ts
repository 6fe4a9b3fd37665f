import { twoDigitYear } from './dateParts.ts';
import { EMPTY_VALUE } from './empty.ts';
import { type DateInput, parseCalendarDate } from './parseCalendarDate.ts';

/** A month as `M/yy`: `3/24`; an em dash when empty or invalid. */
export function formatMonth(value: DateInput): string {
  const date = parseCalendarDate(value);
  return date ? `${date.getMonth() + 1}/${twoDigitYear(date)}` : EMPTY_VALUE;
}
