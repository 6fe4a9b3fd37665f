import { monthName, twoDigits, yearOf } from './dateParts.ts';
import { EMPTY_VALUE } from './empty.ts';
import { type DateInput, parseCalendarDate } from './parseCalendarDate.ts';

/** A date as `MMM dd, y`: `Mar 05, 2024`; an em dash when empty or invalid. */
export function formatDate(value: DateInput): string {
  const date = parseCalendarDate(value);
  return date
    ? `${monthName(date).slice(0, 3)} ${twoDigits(date.getDate())}, ${yearOf(date)}`
    : EMPTY_VALUE;
}
