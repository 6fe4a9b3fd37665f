/** How a custom metric's values read: plain numbers, money or percentages. */
export type CustomMetricFormat = 'number' | 'currency' | 'percent';

/** A brand's own extra metric (spec §3); beyond brand_id, the shape is ours. */
export interface BrandCustomMetricType {
  readonly id: number;
  readonly brand_id: number;
  readonly name: string;
  readonly format: CustomMetricFormat;
  /** ISO date-time. */
  readonly created_at: string;
  /** ISO date-time of soft deletion; null while the metric is live. */
  readonly deleted_at: string | null;
}
