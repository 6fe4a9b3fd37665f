/** How the production board groups its rows: by the day they air, or by status (issue 24). */
export const PRODUCTION_GROUPINGS = ['day', 'status'] as const;

export type ProductionGrouping = (typeof PRODUCTION_GROUPINGS)[number];

/** What users read for each grouping. */
export const PRODUCTION_GROUPING_TITLES: Record<ProductionGrouping, string> = {
  day: 'Day',
  status: 'Status',
};

/** Whether a value (a URL's) is one of the groupings. */
export function isProductionGrouping(value: unknown): value is ProductionGrouping {
  return PRODUCTION_GROUPINGS.some((grouping) => grouping === value);
}
