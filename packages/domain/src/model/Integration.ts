import type { Brand } from './Brand.ts';

/** A brand's connection to an outside sales or analytics service; the shape is ours. */
export interface Integration {
  readonly id: number;
  readonly brand_id: number;
  /** Service key, e.g. 'shopify' or 'impact'. */
  readonly provider: string;
  readonly name: string;
  readonly is_active: boolean;
  /** ISO date-time of the last successful sync; null before the first. */
  readonly last_synced_at: string | null;
  /** ISO date-time. */
  readonly created_at: string;
  /** ISO date-time. */
  readonly updated_at: string;
  /** ISO date-time of soft deletion; null while the integration is live. */
  readonly deleted_at: string | null;
  readonly brand?: Brand;
}
