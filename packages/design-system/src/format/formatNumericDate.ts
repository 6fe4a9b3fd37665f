import { EMPTY_VALUE } from './empty.ts';
import { type DateInput, parseCalendarDate } from './parseCalendarDate.ts';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A date as `MM/dd/yyyy` (the spec's MM/DD/YYYY, e.g. 'Last aired' in the creator menu). */
export function formatNumericDate(value: DateInput): string {
  const date = parseCalendarDate(value);
  // By hand rather than date-fns' format, whose token parser the app shell would carry for this.
  return date
    ? `${twoDigits(date.getMonth() + 1)}/${twoDigits(date.getDate())}/${String(date.getFullYear()).padStart(4, '0')}`
    : EMPTY_VALUE;
}
