import type { Event } from '../model/Event.ts';
import { roundToCents } from '../shared/roundToCents.ts';
import { computeEventExpectedValue } from './computeEventExpectedValue.ts';
import { isInForecast } from './isInForecast.ts';

/** What a set of booked events not aired yet is expected to bring. */
export interface Forecast {
  readonly events: number;
  /** The rates booked, whole dollars. */
  readonly booked: number;
  /** The rates weighted by projection (computeEventExpectedValue), to the cent. */
  readonly expected: number;
  /** Events without a projection: booked, but counted as nothing expected. */
  readonly unprojected: number;
}

/** The forecast of the events that count in one (isInForecast); the others are left out. */
export function summarizeForecast(
  events: readonly Pick<Event, 'aired_date' | 'brand_id' | 'rate' | 'production'>[],
): Forecast {
  const counted = events.filter(isInForecast);
  return {
    events: counted.length,
    booked: counted.reduce((sum, event) => sum + (event.rate ?? 0), 0),
    // Each value is in cents already; rounding the sum drops float noise (0.1 + 0.2).
    expected: roundToCents(
      counted.reduce((sum, event) => sum + computeEventExpectedValue(event), 0),
    ),
    unprojected: counted.filter((event) => (event.production?.projection ?? null) === null).length,
  };
}
