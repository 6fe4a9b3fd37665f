import type { Brand } from './Brand.ts';

/** What a brand pays per sponsorship; the shape is ours. Rates: whole dollars, null if unused. */
export interface Offer {
  readonly id: number;
  readonly brand_id: number;
  readonly name: string;
  readonly description: string | null;
  /** Flat rate the brand pays, shown with (b). */
  readonly brand_flat_rate: number | null;
  /** Flat rate the creator receives, shown with (c). */
  readonly creator_flat_rate: number | null;
  /** Per-acquisition rate the brand pays, shown with (b). */
  readonly brand_cpa_rate: number | null;
  /** Per-acquisition rate the creator receives, shown with (c). */
  readonly creator_cpa_rate: number | null;
  readonly is_active: boolean;
  /** ISO date-time. */
  readonly created_at: string;
  /** ISO date-time. */
  readonly updated_at: string;
  /** ISO date-time of soft deletion; null while the offer is live. */
  readonly deleted_at: string | null;
  readonly brand?: Brand;
}
