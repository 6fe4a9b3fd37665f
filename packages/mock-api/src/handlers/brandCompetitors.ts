import {
  type BrandCompetitors,
  DEFAULT_CONFLICT_WINDOW_DAYS,
  MAX_CONFLICT_WINDOW_DAYS,
} from '@airtime/domain';
import { agencyOnly, agencyOrBrand } from '../auth/access.ts';
import { visibleBrand } from '../auth/brandVisibility.ts';
import { found } from '../http/HttpError.ts';
import { json } from '../http/responses.ts';
import { anyRoute, defineRoute } from '../http/route.ts';
import { ErrorBag, requireSomeField, v, validate } from '../http/validate.ts';
import { competitorSetting } from '../store/bookingConflicts.ts';
import type { Store } from '../store/createStore.ts';

// A brand's booking conflict setting (issue 23, ours): the brands it competes with and the
// window in days. A brand setting like the others (GET /api/brands/:id, the PUT override): agency
// staff and the brand's users read it, agency staff change it.

const competitorFields = {
  competitor_brand_ids: v.list(v.id(), { max: 50 }),
  window_days: v.integer({ min: 0, max: MAX_CONFLICT_WINDOW_DAYS }),
};

/** The setting as the API sends it, with the listed brands (live ones, by name). */
function presentCompetitors(store: Store, brandId: number): BrandCompetitors {
  const setting = competitorSetting(store, brandId);
  const competitors = setting.competitor_brand_ids
    .map((id) => store.brands.get(id))
    .filter((brand) => brand !== undefined)
    .sort((a, b) => a.name.localeCompare(b.name));
  return {
    brand_id: brandId,
    competitor_brand_ids: competitors.map((brand) => brand.id),
    window_days: setting.window_days,
    competitors,
  };
}

export const brandCompetitorRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/brands/:id/competitors',
    access: agencyOrBrand,
    handle: (context) =>
      json({ data: presentCompetitors(context.store, visibleBrand(context, context.id('id')).id) }),
  }),

  defineRoute({
    method: 'PUT',
    path: '/api/brands/:id/competitors',
    access: agencyOnly,
    async handle({ store, body, id, nowIso }) {
      const brandId = id('id');
      const brand = found(store.brands.get(brandId), 'Brand', brandId);
      const input = validate(await body(), competitorFields);
      requireSomeField(input);
      const errors = new ErrorBag();
      const ids =
        input.competitor_brand_ids === undefined
          ? undefined
          : [...new Set(input.competitor_brand_ids)];
      if (ids?.includes(brand.id))
        errors.add('competitor_brand_ids', 'A brand cannot be its own competitor.');
      const unknown = ids?.filter((other) => !store.brands.has(other)) ?? [];
      if (unknown.length > 0)
        errors.add(
          'competitor_brand_ids',
          `The selected competitor brand ids is invalid: no brand ${unknown.join(', ')}.`,
        );
      errors.throwIfAny();
      const current = store.brandCompetitors.lookupOne('brand_id', brand.id);
      const next = {
        competitor_brand_ids: ids ?? current?.competitor_brand_ids ?? [],
        window_days: input.window_days ?? current?.window_days ?? DEFAULT_CONFLICT_WINDOW_DAYS,
        updated_at: nowIso(),
      };
      if (current === undefined) store.brandCompetitors.insert({ brand_id: brand.id, ...next });
      else store.brandCompetitors.update(current.id, next);
      return json({ data: presentCompetitors(store, brand.id) });
    },
  }),
].map(anyRoute);
