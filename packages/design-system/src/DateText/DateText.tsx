import { figure } from '../Figure/Figure.css.ts';
import { toIsoDay } from '../format/dateParts.ts';
import { EMPTY_VALUE } from '../format/empty.ts';
import { formatDate } from '../format/formatDate.ts';
import { formatMonth } from '../format/formatMonth.ts';
import { formatNumericDate } from '../format/formatNumericDate.ts';
import { formatWeekOf } from '../format/formatWeekOf.ts';
import { type DateInput, parseCalendarDate } from '../format/parseCalendarDate.ts';
import { cx } from '../utils/cx.ts';

const FORMATS = {
  /** `Mar 05, 2024` */
  date: formatDate,
  /** `03/05/2024` */
  numeric: formatNumericDate,
  /** `3/24` */
  month: formatMonth,
  /** `Week of 03/04/24` */
  weekOf: formatWeekOf,
} as const;

export type DateTextFormat = keyof typeof FORMATS;

export interface DateTextProps {
  /** A `yyyy-MM-dd` calendar date, an ISO timestamp, a Date or epoch ms; empty shows an em dash. */
  value: DateInput;
  /**
   * `date` Mar 05, 2024; `numeric` 03/05/2024; `month` 3/24; `weekOf` Week of 03/04/24.
   * @default 'date'
   */
  format?: DateTextFormat;
  /**
   * Extra class names.
   * @default undefined
   */
  className?: string | undefined;
}

/** A date in one of the product's formats, as a `<time>` element with a machine-readable value. */
export function DateText({ value, format = 'date', className }: DateTextProps) {
  const date = parseCalendarDate(value);
  if (!date) return <span className={cx(figure, className)}>{EMPTY_VALUE}</span>;
  return (
    <time dateTime={toIsoDay(date)} className={cx(figure, className)}>
      {FORMATS[format](date)}
    </time>
  );
}
