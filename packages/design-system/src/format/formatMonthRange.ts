import { isSameMonth } from 'date-fns';
import { EMPTY_VALUE } from './empty.ts';
import { formatMonth } from './formatMonth.ts';
import { type DateInput, parseCalendarDate } from './parseCalendarDate.ts';

/**
 * An event-month range as `M/yy – M/yy`: `3/24 – 5/24`. One month when both ends fall in it or
 * only one end is known; an em dash when neither is.
 */
export function formatMonthRange(start: DateInput, end: DateInput): string {
  const from = parseCalendarDate(start);
  const to = parseCalendarDate(end);
  if (from && to) {
    return isSameMonth(from, to) ? formatMonth(from) : `${formatMonth(from)} – ${formatMonth(to)}`;
  }
  if (from) return formatMonth(from);
  if (to) return formatMonth(to);
  return EMPTY_VALUE;
}
