/** A brand's headline figures, fetched apart from the brand itself (spec §3); the shape is ours. */
export interface BrandStats {
  readonly brand_id: number;
  readonly active_campaigns_count: number;
  readonly creators_count: number;
  readonly aired_events_count: number;
  readonly upcoming_events_count: number;
  /** Total paid for aired events, whole US dollars. */
  readonly total_spend: number;
  readonly total_views: number;
  /** Cost per thousand views in US dollars; null before any views. */
  readonly average_cpm: number | null;
}
