import type { Event } from '../model/Event.ts';
import { getEventMonth } from './getEventMonth.ts';
import { getMonthStart } from './getMonthStart.ts';
import { groupBy } from './groupBy.ts';
import { isInForecast } from './isInForecast.ts';
import { summarizeForecast } from './summarizeForecast.ts';

/** One month of booked events not aired yet, weighted by their productions' projections. */
export interface ProjectionMonth {
  /** The month's first day, yyyy-MM-dd. */
  readonly month: string;
  readonly events: number;
  /** The rates of the month's planned events, as booked. */
  readonly booked: number;
  /** The same weighted by projection (spec §9: 0, 0.1, 0.5, 0.9, 1); unjudged ones count 0. */
  readonly expected: number;
  // Charts read a row's series by name.
  [key: string]: string | number;
}

/** A creator's projections: booked events not aired yet (isInForecast) by month, soonest first. */
export function summarizeProjections(
  events: readonly Pick<
    Event,
    'aired_date' | 'planned_date' | 'brand_id' | 'rate' | 'production'
  >[],
): ProjectionMonth[] {
  return [...groupBy(events, (event) => (isInForecast(event) ? getEventMonth(event) : null))]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, items]) => {
      const { events: count, booked, expected } = summarizeForecast(items);
      return { month: getMonthStart(month), events: count, booked, expected };
    });
}
