/** What a sales-activity row counts (ours: the spec leaves the file's content open). */
export const SALES_METRICS = ['clicks', 'conversions', 'revenue'] as const;

export type SalesMetric = (typeof SALES_METRICS)[number];

/** What users read for each metric. */
export const SALES_METRIC_TITLES: Record<SalesMetric, string> = {
  clicks: 'Clicks',
  conversions: 'Conversions',
  revenue: 'Revenue',
};

/** Whether a value is one of the metrics. */
export function isSalesMetric(value: unknown): value is SalesMetric {
  return SALES_METRICS.some((metric) => metric === value);
}
