import { roundToCents } from '../shared/roundToCents.ts';
import { PROJECTION_WEIGHTS, type Projection } from './projections.ts';

/** The forecast value of an event: its rate weighted by its projection, rounded to cents. */
export function computeExpectedValue(rate: number, projection: Projection): number {
  // Rounding hides float noise such as 333 * 0.1 = 33.300000000000004 in summed forecasts.
  return roundToCents(rate * PROJECTION_WEIGHTS[projection]);
}
