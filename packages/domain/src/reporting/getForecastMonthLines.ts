import type { Event } from '../model/Event.ts';
import { PROJECTION_WEIGHTS } from '../production/projections.ts';
import { computeEventExpectedValue } from './computeEventExpectedValue.ts';
import { getEventMonth } from './getEventMonth.ts';
import { isInForecast } from './isInForecast.ts';

/** One event behind a forecast month: what it is booked at and what it is expected to bring. */
export interface ForecastLine<E> {
  readonly event: E;
  /** The rate booked, whole dollars; 0 without one. */
  readonly rate: number;
  /** The projection's weight (spec §9: 0 to 1); null while the event has no projection. */
  readonly weight: number | null;
  /** rate × weight to the cent (computeEventExpectedValue); 0 without a projection. */
  readonly expected: number;
}

type ForecastEvent = Pick<
  Event,
  'aired_date' | 'planned_date' | 'brand_id' | 'rate' | 'production'
>;

/**
 * The events a forecast counts in `month` ('yyyy-MM'), each weighted as summarizeForecastByBrand
 * weighs it, so the lines add up to the month's figure. The most expected first, then by day.
 */
export function getForecastMonthLines<E extends ForecastEvent>(
  events: readonly E[],
  month: string,
): ForecastLine<E>[] {
  return events
    .filter((event) => isInForecast(event) && getEventMonth(event) === month)
    .map((event) => {
      const projection = event.production?.projection ?? null;
      return {
        event,
        rate: event.rate ?? 0,
        weight: projection === null ? null : PROJECTION_WEIGHTS[projection],
        expected: computeEventExpectedValue(event),
      };
    })
    .sort(
      (a, b) =>
        b.expected - a.expected ||
        (a.event.planned_date ?? '').localeCompare(b.event.planned_date ?? ''),
    );
}
