/** What every tracker carries, whatever its type; beyond is_active, the shape is ours. */
export interface TrackerBase {
  readonly id: number;
  readonly is_active: boolean;
  readonly brand_id: number;
  readonly event_production_id: number | null;
  /** ISO date-time of the last run-check; null before the first. */
  readonly last_checked_at: string | null;
  /** ISO date-time. */
  readonly created_at: string;
  /** ISO date-time. */
  readonly updated_at: string;
  /** ISO date-time of soft deletion; null while the tracker is live. */
  readonly deleted_at: string | null;
}

/** Sales tracked by a promo code entered on the brand's landing page. */
export interface LandingTracker extends TrackerBase {
  readonly type: 'landing';
  /** Host of the landing page, e.g. 'acme.com/podcast'. */
  readonly domain: string;
  readonly promocode: string;
}

/** Sales tracked by a promo link's clicks. */
export interface PromoLinkTracker extends TrackerBase {
  readonly type: 'promo_link';
  readonly link: string;
}

/** How a sponsorship's sales are attributed (spec §3); narrow on `type`. */
export type Tracker = LandingTracker | PromoLinkTracker;
