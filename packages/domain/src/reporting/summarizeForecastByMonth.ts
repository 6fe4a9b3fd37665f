import { roundToCents } from '../shared/roundToCents.ts';
import type { ForecastRow, MonthForecast } from './summarizeForecastByBrand.ts';

/** All brands' forecast of one month. */
export interface ForecastMonth extends MonthForecast {
  /** 'yyyy-MM'. */
  readonly month: string;
}

/** The forecast of all brands per month, in the order of `months`, months without events at 0. */
export function summarizeForecastByMonth(
  rows: readonly Pick<ForecastRow, 'months'>[],
  months: readonly string[],
): ForecastMonth[] {
  return months.map((month) => ({
    month,
    booked: rows.reduce((sum, row) => sum + (row.months[month]?.booked ?? 0), 0),
    expected: roundToCents(rows.reduce((sum, row) => sum + (row.months[month]?.expected ?? 0), 0)),
  }));
}
