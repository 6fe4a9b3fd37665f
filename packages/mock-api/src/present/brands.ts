import type { Brand, BrandStats } from '@airtime/domain';
import type { Store } from '../store/createStore.ts';
import { subjectKey } from '../store/subjectKey.ts';
import { presentUserSummary } from './users.ts';

/** The agencies a brand belongs to. */
export function brandAgencies(store: Store, brandId: number) {
  return store.brandAgencies
    .lookup('brand_id', brandId)
    .map((link) => store.agencies.get(link.agency_id))
    .filter((agency) => agency !== undefined);
}

/**
 * A brand as lists send it: agencies embedded (many-to-many, so no foreign key to point with);
 * the representative is in `included.users`. The detail call adds custom metric types, threads,
 * the representative and the industry.
 */
export function presentBrand(store: Store, brand: Brand, detail = false): Brand {
  const base: Brand = { ...brand, agencies: brandAgencies(store, brand.id) };
  if (!detail) return base;
  const representative =
    brand.representative_id === null ? undefined : store.users.get(brand.representative_id);
  const industry = brand.industry_id === null ? undefined : store.industries.get(brand.industry_id);
  return {
    ...base,
    customMetricTypes: store.brandCustomMetricTypes.lookup('brand_id', brand.id),
    threads: store.threads.lookup('subject', subjectKey('brand', brand.id)),
    ...(representative === undefined ? {} : { representative: presentUserSummary(representative) }),
    ...(industry === undefined ? {} : { industry }),
  };
}

/** A brand's headline figures, computed from its campaigns and events as of `today`. */
export function computeBrandStats(store: Store, brandId: number, today: string): BrandStats {
  const events = store.events.lookup('brand_id', brandId);
  let aired = 0;
  let upcoming = 0;
  let spend = 0;
  let views = 0;
  const creators = new Set<number>();
  for (const event of events) {
    creators.add(event.publisher_id);
    if (event.aired_date !== null) {
      aired += 1;
      spend += event.rate ?? 0;
      views += event.actual_views ?? 0;
    } else if (event.planned_date !== null && event.planned_date >= today) {
      upcoming += 1;
    }
  }
  const active = store.campaigns
    .lookup('brand_id', brandId)
    .filter((campaign) => campaign.status === 'active').length;
  return {
    brand_id: brandId,
    active_campaigns_count: active,
    creators_count: creators.size,
    aired_events_count: aired,
    upcoming_events_count: upcoming,
    total_spend: spend,
    total_views: views,
    average_cpm: views === 0 ? null : Math.round((spend / views) * 1000 * 100) / 100,
  };
}
