import type { SalesMetric } from '../salesActivity/salesMetrics.ts';

/**
 * One figure of a brand's sales activity, imported from a CSV (decisions §9, brand reporting): on
 * a day, for a creator or channel, a count of clicks or conversions or an amount of revenue.
 * The shape is ours; the spec names no call.
 */
export interface SalesActivity {
  readonly id: number;
  readonly brand_id: number;
  /** yyyy-MM-dd. */
  readonly date: string;
  /** The creator or channel the figure is for, as the file names it. */
  readonly creator: string;
  readonly metric: SalesMetric;
  /** A whole count for clicks and conversions; dollars to the cent for revenue. */
  readonly value: number;
  /** ISO date-time of the import that brought it. */
  readonly imported_at: string;
  /** Who imported it; null when unknown. */
  readonly imported_by: number | null;
}
