import { EMPTY_VALUE } from '../format/empty.ts';
import { formatDate } from '../format/formatDate.ts';
import { formatMoney } from '../format/formatMoney.ts';
import { formatMonth } from '../format/formatMonth.ts';
import { formatNumber } from '../format/formatNumber.ts';
import { formatNumericDate } from '../format/formatNumericDate.ts';
import { formatPercent } from '../format/formatPercent.ts';
import { formatWeekOf } from '../format/formatWeekOf.ts';

/**
 * How a chart writes its values: `money` ($1,234; $1.2K on axes), `number` (1,234; 1.2K on axes),
 * `percent` (ratios: 0.12 is 12%), or a function for anything else.
 */
export type ChartValueFormat = 'number' | 'money' | 'percent' | ((value: number) => string);

/**
 * How a chart writes its categories: `text` as given; `date` (`yyyy-MM-dd`: 03/05/2024 on axes,
 * Mar 05, 2024 in tooltips); `month` (3/24); `week` (the week's first day: 03/04/2024 on axes,
 * Week of 03/04/24 in tooltips); or a function.
 */
export type ChartLabelFormat = 'text' | 'date' | 'month' | 'week' | ((value: string) => string);

/** A value as written on an axis or a direct label (`compact`), or in a tooltip and the table. */
export function formatChartValue(
  value: number | null | undefined,
  format: ChartValueFormat,
  compact = false,
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return EMPTY_VALUE;
  if (typeof format === 'function') return format(value);
  switch (format) {
    case 'money':
      return formatMoney(value, { compact });
    case 'number':
      return formatNumber(value, { compact });
    case 'percent':
      return formatPercent(value);
  }
}

/** A category as written under the axis (`tick`), or in full in tooltips and the table. */
export function formatChartLabel(
  value: string,
  format: ChartLabelFormat,
  length: 'tick' | 'full',
): string {
  if (typeof format === 'function') return format(value);
  switch (format) {
    case 'text':
      return value;
    case 'date':
      return length === 'tick' ? formatNumericDate(value) : formatDate(value);
    case 'month':
      return formatMonth(value);
    case 'week':
      return length === 'tick' ? formatNumericDate(value) : formatWeekOf(value);
  }
}

/** A datum's value as a number: numbers and numeric strings (APIs send "1234.50"); else null. */
export function toChartNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const number = Number(value);
    return Number.isFinite(number) ? number : null;
  }
  return null;
}
