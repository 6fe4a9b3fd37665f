/** How likely an event is to air and be paid, from worst to best (spec §4). */
export const PROJECTIONS = ['failed', 'low', 'medium', 'high', 'happened'] as const;

export type Projection = (typeof PROJECTIONS)[number];

/** What users read for each projection. */
export const PROJECTION_TITLES: Record<Projection, string> = {
  failed: 'Failed',
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  happened: 'Happened',
};

/** The share of an event's rate a projection counts on in forecasts (spec §9). */
export const PROJECTION_WEIGHTS: Record<Projection, number> = {
  failed: 0,
  low: 0.1,
  medium: 0.5,
  high: 0.9,
  happened: 1,
};

/** Whether a value is one of the known projections. */
export function isProjection(value: unknown): value is Projection {
  return PROJECTIONS.some((projection) => projection === value);
}
