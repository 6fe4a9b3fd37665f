import type { Brand } from './Brand.ts';

/**
 * A brand's booking conflict setting (ours): the brands it competes with, and how many days either
 * side of one of its bookings a creator's event for a competitor counts as a conflict.
 */
export interface BrandCompetitors {
  readonly brand_id: number;
  /** Brands this brand lists as competitors (the pair counts whichever side lists it). */
  readonly competitor_brand_ids: readonly number[];
  /** Days either side of a booking, 0 to 90; 14 until the brand sets it. */
  readonly window_days: number;
  /** The listed brands, for showing their names. */
  readonly competitors?: readonly Brand[];
}
