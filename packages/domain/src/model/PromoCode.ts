import type { Brand } from './Brand.ts';
import type { Creator } from './Creator.ts';

/** A discount code a creator reads out for a brand; the shape is ours. */
export interface PromoCode {
  readonly id: number;
  readonly brand_id: number;
  /** The creator it belongs to; null for a brand-wide code. */
  readonly publisher_id: number | null;
  readonly code: string;
  /** What the listener gets, e.g. '20% off the first order'. */
  readonly description: string | null;
  /** First valid day, yyyy-MM-dd; null when valid from creation. */
  readonly starts_on: string | null;
  /** Last valid day, yyyy-MM-dd; null when it does not expire. */
  readonly ends_on: string | null;
  /** ISO date-time. */
  readonly created_at: string;
  readonly brand?: Brand;
  readonly creator?: Creator;
}
