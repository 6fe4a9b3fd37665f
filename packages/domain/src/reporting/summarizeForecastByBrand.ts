import type { Event } from '../model/Event.ts';
import { getBrandHead } from './getBrandHead.ts';
import { getEventMonth } from './getEventMonth.ts';
import { groupBy } from './groupBy.ts';
import { groupByHead } from './groupByHead.ts';
import { isInForecast } from './isInForecast.ts';
import { summarizeForecast } from './summarizeForecast.ts';

/** A month's booked and expected amounts. */
export interface MonthForecast {
  /** Sum of the rates booked. */
  readonly booked: number;
  /** Sum of rate × projection weight (computeEventExpectedValue), to the cent. */
  readonly expected: number;
}

/** One brand's forecast over the coming months. */
export interface ForecastRow extends MonthForecast {
  readonly id: number;
  readonly name: string;
  readonly events: number;
  /** Events without a projection: booked, but counted as nothing expected. */
  readonly unprojected: number;
  /** By month, 'yyyy-MM'; a month without events is missing. */
  readonly months: Readonly<Record<string, MonthForecast>>;
}

type ForecastEvent = Pick<
  Event,
  'aired_date' | 'planned_date' | 'brand_id' | 'brand' | 'rate' | 'production'
>;

/**
 * Booked events not aired yet (isInForecast) in `months` ('yyyy-MM'), per brand and month: the
 * rate booked, and the rate weighted by the production's projection. The most expected first.
 */
export function summarizeForecastByBrand(
  events: readonly ForecastEvent[],
  months: readonly string[],
): ForecastRow[] {
  const wanted = new Set(months);
  const counted = events.filter((event) => {
    const month = getEventMonth(event);
    return isInForecast(event) && month !== null && wanted.has(month);
  });
  return groupByHead(counted, getBrandHead)
    .map(({ head, items }) => {
      const byMonth = [...groupBy(items, getEventMonth)].map(([month, group]) => {
        const { booked, expected } = summarizeForecast(group);
        return [month, { booked, expected }] as const;
      });
      const { events: count, booked, expected, unprojected } = summarizeForecast(items);
      return {
        id: head.id,
        name: head.name,
        events: count,
        unprojected,
        booked,
        expected,
        months: Object.fromEntries(byMonth),
      };
    })
    .sort((a, b) => b.expected - a.expected || a.name.localeCompare(b.name));
}
