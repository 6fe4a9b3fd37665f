import type { SeedContext } from './SeedContext.ts';

/**
 * Sales activity as a brand's CSV imports would have brought it (ours: decisions §9 `activity
 * import`): for every fourth brand from brand 1 (brand 5 among the brand persona's), each event
 * aired in the last 30 days gives its creator's clicks, conversions and revenue on the air day,
 * derived from its views. Drawn without the seed's random numbers, so the sequence is unchanged.
 */
export function seedSalesActivity(context: SeedContext): void {
  const { store, calendar } = context;
  const importedAt = calendar.at(-1, 9 * 60);
  for (const brandId of context.brandIds) {
    if (brandId % 4 !== 1) continue;
    for (const event of store.events.lookup('brand_id', brandId)) {
      const views = event.actual_views ?? 0;
      if (event.aired_date === null || views === 0) continue;
      const offset = calendar.offsetOf(event.aired_date);
      if (offset < -30 || offset > 0) continue;
      const creator =
        store.creators.get(event.publisher_id)?.name ?? `Creator ${event.publisher_id}`;
      const clicks = Math.round(views * 0.012);
      const conversions = Math.round(clicks * 0.04);
      const row = { brand_id: brandId, date: event.aired_date, creator, imported_at: importedAt };
      store.salesActivity.insert({ ...row, metric: 'clicks', value: clicks, imported_by: null });
      store.salesActivity.insert({
        ...row,
        metric: 'conversions',
        value: conversions,
        imported_by: null,
      });
      store.salesActivity.insert({
        ...row,
        metric: 'revenue',
        value: conversions * 45,
        imported_by: null,
      });
    }
  }
}
