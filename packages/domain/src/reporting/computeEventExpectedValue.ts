import type { Event } from '../model/Event.ts';
import { computeExpectedValue } from '../production/computeExpectedValue.ts';

/**
 * An event's expected value: its rate weighted by its production's projection (spec §9); 0 without
 * a rate or a projection, so an unjudged event adds nothing to a forecast.
 */
export function computeEventExpectedValue(event: Pick<Event, 'rate' | 'production'>): number {
  const projection = event.production?.projection ?? null;
  if (event.rate === null || projection === null) return 0;
  return computeExpectedValue(event.rate, projection);
}
