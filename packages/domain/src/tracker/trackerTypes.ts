/** The kinds of sales tracker (spec §3): a landing page with a promo code, or a promo link. */
export const TRACKER_TYPES = ['landing', 'promo_link'] as const;

export type TrackerType = (typeof TRACKER_TYPES)[number];

/** What users read for each tracker type. */
export const TRACKER_TYPE_TITLES: Record<TrackerType, string> = {
  landing: 'Landing Page',
  promo_link: 'Promo Link',
};

/** Whether a value is one of the known tracker types. */
export function isTrackerType(value: unknown): value is TrackerType {
  return TRACKER_TYPES.some((type) => type === value);
}
