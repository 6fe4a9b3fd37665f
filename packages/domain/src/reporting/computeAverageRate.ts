/** Spend per rated event, whole dollars; null when no event has a rate. */
export function computeAverageRate(spend: number, ratedEvents: number): number | null {
  return ratedEvents > 0 ? Math.round(spend / ratedEvents) : null;
}
