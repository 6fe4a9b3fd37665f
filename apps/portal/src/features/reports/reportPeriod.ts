import { formatMonth } from '@airtime/design-system';
import { type EventDateRange, type QueryFilters, ROLLING_PERIOD_DAYS } from '@airtime/domain';
import { addDays } from '../months/days.ts';
import { isMonth, monthRange, monthStart } from '../months/months.ts';

// The period a report adds up, as both apps' reports offer it: one month (stepped with the 'M/yy'
// switcher, spec §9) or the months up to today. In the URL as the lists' filters (spec §2 'URL
// query state'): `filter.month=2026-11`, or `filter.period=last-12-months`.

/** How many months a rolling period looks back. */
export const ROLLING_MONTHS = [3, 6, 12] as const;
export type RollingMonths = (typeof ROLLING_MONTHS)[number];

/** A report's period: one month ('yyyy-MM'), or the last months up to today. */
export type ReportPeriod = { readonly month: string } | { readonly lastMonths: RollingMonths };

/** The long view: the default of the reports that look back over the brand's airings. */
export const LAST_12_MONTHS: ReportPeriod = { lastMonths: 12 };

/** The `period` filter's value of a rolling period: 'last-3-months'. */
export function rollingPeriodId(months: RollingMonths): string {
  return `last-${months}-months`;
}

/** 'Last 3 months'. */
export function rollingPeriodTitle(months: RollingMonths): string {
  return `Last ${months} months`;
}

/**
 * The period in the URL's filters: a rolling `period`, else a `month`, else `fallback`; an
 * unreadable value counts as none.
 */
export function readReportPeriod(filters: QueryFilters, fallback: ReportPeriod): ReportPeriod {
  const rolling = ROLLING_MONTHS.find((months) => rollingPeriodId(months) === filters.period?.[0]);
  if (rolling !== undefined) return { lastMonths: rolling };
  const month = filters.month?.[0];
  return isMonth(month) ? { month } : fallback;
}

/** The URL's filters with `period` in place of the one they held (the other filters kept). */
export function writeReportPeriod(filters: QueryFilters, period: ReportPeriod): QueryFilters {
  const { period: _period, month: _month, ...others } = filters;
  return 'month' in period
    ? { ...others, month: [period.month] }
    : { ...others, period: [rollingPeriodId(period.lastMonths)] };
}

/** The first and last day of the period, both included; a rolling one ends on `today`. */
export function getPeriodRange(period: ReportPeriod, today: string): EventDateRange {
  if ('month' in period) return monthRange(period.month);
  return { start: addDays(today, -ROLLING_PERIOD_DAYS[period.lastMonths]), end: today };
}

/** What a chart or table label says of the period: '11/26', 'last 12 months'. */
export function formatPeriod(period: ReportPeriod): string {
  return 'month' in period
    ? formatMonth(monthStart(period.month))
    : rollingPeriodTitle(period.lastMonths).toLowerCase();
}
