import { fourDigitYear, twoDigits } from './dateParts.ts';
import { EMPTY_VALUE } from './empty.ts';
import { type DateInput, parseCalendarDate } from './parseCalendarDate.ts';

/** A date as `MM/dd/yyyy` (the spec's MM/DD/YYYY, e.g. 'Last aired' in the creator menu). */
export function formatNumericDate(value: DateInput): string {
  const date = parseCalendarDate(value);
  return date
    ? `${twoDigits(date.getMonth() + 1)}/${twoDigits(date.getDate())}/${fourDigitYear(date)}`
    : EMPTY_VALUE;
}
