import type { Offer } from '@airtime/domain';
import { agencyOnly, agencyOrBrand } from '../auth/access.ts';
import { found } from '../http/HttpError.ts';
import type { ListSpec } from '../http/listing.ts';
import { readFilters } from '../http/query.ts';
import { json, noContent } from '../http/responses.ts';
import { anyRoute, defineRoute } from '../http/route.ts';
import { ErrorBag, requireSomeField, v, validate } from '../http/validate.ts';
import { brandOwnedListResponse, brandScope, rowsOfBrands, softDelete } from './brandOwned.ts';

// Offers (spec §7): what a brand pays per sponsorship. Agency staff see all and change them;
// brand users see their brands'. An offer needs a flat rate or a CPA rate, and the creator's
// share of a rate never exceeds what the brand pays.

const OFFER_LIST: ListSpec<Offer> = {
  sorts: {
    name: (row) => row.name,
    created_at: (row) => row.created_at,
    brand_flat_rate: (row) => row.brand_flat_rate,
    brand_cpa_rate: (row) => row.brand_cpa_rate,
    id: (row) => row.id,
  },
  defaultSort: 'name',
};

const RATE = () => v.integer({ min: 0, max: 100_000_000 }).nullable();

const offerFields = {
  brand_id: v.id(),
  name: v.string({ max: 255 }),
  description: v.string({ max: 2000 }).nullable(),
  brand_flat_rate: RATE(),
  creator_flat_rate: RATE(),
  brand_cpa_rate: RATE(),
  creator_cpa_rate: RATE(),
  is_active: v.boolean(),
};

type Rates = Pick<
  Offer,
  'brand_flat_rate' | 'creator_flat_rate' | 'brand_cpa_rate' | 'creator_cpa_rate'
>;

function checkRates(rates: Rates, errors: ErrorBag): void {
  if (rates.brand_flat_rate === null && rates.brand_cpa_rate === null)
    errors.add('brand_flat_rate', 'An offer needs a brand flat rate or a brand CPA rate.');
  for (const kind of ['flat', 'cpa'] as const) {
    const brand = rates[`brand_${kind}_rate`];
    const creator = rates[`creator_${kind}_rate`];
    if (creator !== null && (brand === null || creator > brand)) {
      errors.add(
        `creator_${kind}_rate`,
        `The creator ${kind === 'cpa' ? 'CPA' : 'flat'} rate must not be greater than the brand's.`,
      );
    }
  }
}

export const offerRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/offers',
    access: agencyOrBrand,
    handle({ store, query, user }) {
      const filters = readFilters(query, {
        brand_id: v.list(v.id(), { max: 200 }),
        is_active: v.boolean(),
        s: v.string({ max: 255 }),
      });
      const scope = brandScope(user, filters.brand_id);
      const needle = filters.s?.toLowerCase();
      const rows = rowsOfBrands(store.offers, scope.brandIds).filter(
        (row) =>
          scope.sees(row) &&
          (filters.is_active === undefined || row.is_active === filters.is_active) &&
          (needle === undefined || row.name.toLowerCase().includes(needle)),
      );
      return brandOwnedListResponse(store, query, rows, OFFER_LIST);
    },
  }),

  defineRoute({
    method: 'POST',
    path: '/api/offers',
    access: agencyOnly,
    async handle({ store, body, nowIso }) {
      const input = validate(await body(), {
        ...offerFields,
        brand_id: offerFields.brand_id.required(),
        name: offerFields.name.required(),
      });
      const errors = new ErrorBag();
      if (!store.brands.has(input.brand_id))
        errors.add('brand_id', 'The selected brand id is invalid.');
      const rates: Rates = {
        brand_flat_rate: input.brand_flat_rate ?? null,
        creator_flat_rate: input.creator_flat_rate ?? null,
        brand_cpa_rate: input.brand_cpa_rate ?? null,
        creator_cpa_rate: input.creator_cpa_rate ?? null,
      };
      checkRates(rates, errors);
      errors.throwIfAny();
      const now = nowIso();
      const offer = store.offers.insert({
        brand_id: input.brand_id,
        name: input.name,
        description: input.description ?? null,
        ...rates,
        is_active: input.is_active ?? true,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      });
      return json({ data: offer }, 201);
    },
  }),

  defineRoute({
    method: 'PUT',
    path: '/api/offers/:id',
    access: agencyOnly,
    async handle({ store, body, id, nowIso }) {
      const offerId = id('id');
      const offer = found(store.offers.get(offerId), 'Offer', offerId);
      const input = validate(await body(), offerFields);
      requireSomeField(input);
      const errors = new ErrorBag();
      if (input.brand_id !== undefined && !store.brands.has(input.brand_id))
        errors.add('brand_id', 'The selected brand id is invalid.');
      checkRates({ ...offer, ...input }, errors);
      errors.throwIfAny();
      const updated = store.offers.update(offer.id, { ...input, updated_at: nowIso() }) ?? offer;
      return json({ data: updated });
    },
  }),

  // Productions that used the offer keep its id; it no longer appears in their `included`.
  defineRoute({
    method: 'DELETE',
    path: '/api/offers/:id',
    access: agencyOnly,
    handle({ store, id, nowIso }) {
      softDelete(store.offers, 'Offer', id('id'), nowIso);
      return noContent();
    },
  }),
].map(anyRoute);
