import {
  AIRTIME_AGENCY_ID,
  AIRTIME_BRAND_ID,
  DIRECT_AGENCY_ID,
  FIXED_AGENCY_IDS,
} from '@airtime/domain';
import { CUSTOM_METRIC_NAMES, INTEGRATION_PROVIDERS } from './dictionaries.ts';
import { createLogo } from './logos.ts';
import type { SeedContext } from './SeedContext.ts';
import { addAssignee, addContacts } from './seedRelations.ts';
import { slugify } from './slug.ts';

/** Brands (brand 1 is Airtime's own), with agencies, owners, metrics, offers and integrations. */
export function seedBrands(context: SeedContext): void {
  const { store, random, pools, calendar, counts } = context;
  const regularAgencies = store.agencies
    .all()
    .map((agency) => agency.id)
    .filter((id) => !FIXED_AGENCY_IDS.some((fixed) => fixed === id));
  const industryCount = store.industries.size;
  const usedNames = new Set<string>();

  for (let index = 0; index < counts.brands; index += 1) {
    const id = store.brands.nextId();
    let name = id === AIRTIME_BRAND_ID ? 'Airtime' : random.pick(pools.companyNames);
    // Company names repeat at the large scale; a suffix keeps brand names unique.
    for (let n = 2; usedNames.has(name); n += 1) name = `${name.replace(/ \d+$/, '')} ${n}`;
    usedNames.add(name);
    const offset = -random.int(120, 1000);
    const createdAt = calendar.at(offset, context.minute());
    // Every fifth brand is inactive, so the brand and creator personas see both kinds.
    const isActive = id % 5 !== 0 && (id <= 10 || random.chance(0.9));
    store.brands.insert({
      id,
      name,
      logo: createLogo(name, (id * 47) % 360, 'square'),
      is_active: isActive,
      last_event_date: null,
      representative_id: random.pick(context.staffIds),
      airtime_customer: id === AIRTIME_BRAND_ID || random.chance(0.7),
      converted: random.chance(0.25),
      budget: random.chance(0.7) ? random.int(10, 400) * 5000 : null,
      website: `https://www.${slugify(name)}.com`,
      industry_id: random.int(1, industryCount),
      created_at: createdAt,
      updated_at: createdAt,
      deleted_at: null,
      invoicing_customer: null,
    });
    context.brandIds.push(id);

    const agencyId =
      id === AIRTIME_BRAND_ID
        ? AIRTIME_AGENCY_ID
        : random.chance(0.2) || regularAgencies.length === 0
          ? DIRECT_AGENCY_ID
          : random.pick(regularAgencies);
    store.brandAgencies.insert({ brand_id: id, agency_id: agencyId });
    if (agencyId !== DIRECT_AGENCY_ID && random.chance(0.1) && regularAgencies.length > 1) {
      const second = random.pick(regularAgencies);
      if (second !== agencyId) store.brandAgencies.insert({ brand_id: id, agency_id: second });
    }

    addAssignee(context, 'brand', id, 'owner', random.pick(context.staffIds), createdAt);
    if (random.chance(0.5)) {
      addAssignee(context, 'brand', id, 'backup', random.pick(context.staffIds), createdAt);
    }
    addContacts(context, 'brand', id, name, random.int(1, 3), createdAt);

    for (const [metricName, format] of random.sample(CUSTOM_METRIC_NAMES, random.int(0, 2))) {
      store.brandCustomMetricTypes.insert({
        brand_id: id,
        name: metricName,
        format,
        created_at: createdAt,
        deleted_at: null,
      });
    }

    const offers = [];
    for (let n = 0, total = random.int(1, 3); n < total; n += 1) {
      const flat = random.int(10, 120) * 100;
      const cpa = random.chance(0.4);
      offers.push(
        store.offers.insert({
          brand_id: id,
          name: cpa ? `CPA ${n + 1}` : `Flat rate ${n + 1}`,
          description: cpa ? 'Pay per acquisition on tracked orders' : 'Flat fee per aired read',
          brand_flat_rate: cpa ? null : flat,
          creator_flat_rate: cpa ? null : Math.round(flat * 0.7),
          brand_cpa_rate: cpa ? random.int(10, 60) : null,
          creator_cpa_rate: cpa ? random.int(5, 40) : null,
          is_active: random.chance(0.85),
          created_at: createdAt,
          updated_at: createdAt,
          deleted_at: null,
        }),
      );
    }
    context.offersByBrand.set(id, offers);

    for (const [provider, providerName] of random.chance(0.4)
      ? random.sample(INTEGRATION_PROVIDERS, random.int(1, 2))
      : []) {
      store.integrations.insert({
        brand_id: id,
        provider,
        name: providerName,
        is_active: random.chance(0.8),
        last_synced_at: random.chance(0.8)
          ? calendar.at(-random.int(0, 5), context.minute())
          : null,
        created_at: createdAt,
        updated_at: createdAt,
        deleted_at: null,
      });
    }

    store.promoCodes.insert({
      brand_id: id,
      publisher_id: null,
      code: `${slugify(name).replace(/-/g, '').slice(0, 8).toUpperCase()}${random.int(10, 30)}`,
      description: `${random.int(1, 5) * 5}% off the first order`,
      starts_on: calendar.day(offset + 10),
      ends_on: random.chance(0.5) ? calendar.day(random.int(30, 200)) : null,
      created_at: createdAt,
    });
  }
}
