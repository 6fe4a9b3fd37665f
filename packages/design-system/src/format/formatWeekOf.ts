import { startOfWeek } from 'date-fns';
import { twoDigits, twoDigitYear } from './dateParts.ts';
import { EMPTY_VALUE } from './empty.ts';
import { type DateInput, parseCalendarDate } from './parseCalendarDate.ts';

export interface FormatWeekOfOptions {
  /**
   * Snap the date to the first day of its week (0 Sunday, 1 Monday) before formatting. Without
   * it the date is shown as given, so pass the week's first day.
   * @default undefined
   */
  weekStartsOn?: 0 | 1 | undefined;
}

/** A week label: `Week of 03/04/24`; an em dash when empty or invalid. */
export function formatWeekOf(value: DateInput, options: FormatWeekOfOptions = {}): string {
  const date = parseCalendarDate(value);
  if (!date) return EMPTY_VALUE;
  const day =
    options.weekStartsOn === undefined
      ? date
      : startOfWeek(date, { weekStartsOn: options.weekStartsOn });
  return `Week of ${twoDigits(day.getMonth() + 1)}/${twoDigits(day.getDate())}/${twoDigitYear(day)}`;
}
