import { type Brand, getAppType } from '@airtime/domain';
import { agencyOnly, agencyOrBrand, agencyWithPermission } from '../auth/access.ts';
import { brandVisibility, visibleBrand } from '../auth/brandVisibility.ts';
import { fileToDataUri } from '../http/fileToDataUri.ts';
import { fieldError, found, HttpError } from '../http/HttpError.ts';
import { type ListSpec, paginate, readListQuery, toListResponse } from '../http/listing.ts';
import { readFilters } from '../http/query.ts';
import { json } from '../http/responses.ts';
import { anyRoute, type BaseContext, defineRoute } from '../http/route.ts';
import { ErrorBag, requireSomeField, v, validate } from '../http/validate.ts';
import { computeBrandStats, presentBrand } from '../present/brands.ts';
import { includeUsers } from '../present/users.ts';
import type { Store } from '../store/createStore.ts';

// Brands (spec §7 'Agencies, assignees, brands'). Agency staff see every brand, brand users the
// brands they have access to, creators the brands their creators work with.

const BRAND_LIST: ListSpec<Brand> = {
  sorts: {
    name: (brand) => brand.name,
    created_at: (brand) => brand.created_at,
    last_event_date: (brand) => brand.last_event_date,
    budget: (brand) => brand.budget,
    id: (brand) => brand.id,
  },
  defaultSort: 'name',
};

/** The filters of the brand lists. */
const brandFilters = {
  s: v.string({ max: 255 }),
  airtime_customer: v.boolean(),
  is_active: v.boolean(),
  converted: v.boolean(),
  agency_id: v.list(v.id(), { max: 100 }),
  representative_id: v.list(v.id(), { max: 100 }),
  industry_id: v.list(v.id(), { max: 100 }),
  ids: v.list(v.id(), { max: 200 }),
};

/** Fields of POST /api/brands and of the PUT override; POST requires the name. */
const brandFields = {
  name: v.string({ max: 255 }),
  logo: v.file({ maxKilobytes: 512, images: true }).nullable(),
  website: v.url().nullable(),
  industry_id: v.id().nullable(),
  is_active: v.boolean(),
  airtime_customer: v.boolean(),
  converted: v.boolean(),
  representative_id: v.id().nullable(),
  agency_ids: v.list(v.id(), { max: 20 }),
  budget: v.integer({ min: 0, max: 100_000_000_000 }).nullable(),
};

/** Filters, sorts and pages brands, with their representatives in `included.users`. */
function listBrands(
  { store, query }: BaseContext<string>,
  visible: (brand: Brand) => boolean,
): Response {
  const filters = readFilters(query, brandFilters);
  const needle = filters.s?.toLowerCase();
  const ids = filters.ids === undefined ? undefined : new Set(filters.ids);
  const agencyIds = filters.agency_id === undefined ? undefined : new Set(filters.agency_id);
  const rows = store.brands
    .all()
    .filter(
      (brand) =>
        visible(brand) &&
        (ids === undefined || ids.has(brand.id)) &&
        (filters.airtime_customer === undefined ||
          brand.airtime_customer === filters.airtime_customer) &&
        (filters.is_active === undefined || brand.is_active === filters.is_active) &&
        (filters.converted === undefined || brand.converted === filters.converted) &&
        (filters.representative_id === undefined ||
          (brand.representative_id !== null &&
            filters.representative_id.includes(brand.representative_id))) &&
        (filters.industry_id === undefined ||
          (brand.industry_id !== null && filters.industry_id.includes(brand.industry_id))) &&
        (agencyIds === undefined ||
          store.brandAgencies
            .lookup('brand_id', brand.id)
            .some((link) => agencyIds.has(link.agency_id))) &&
        (needle === undefined || brand.name.toLowerCase().includes(needle)),
    );
  const page = paginate(rows, readListQuery(query, BRAND_LIST), BRAND_LIST);
  return json(
    toListResponse(page, (brand) => presentBrand(store, brand), {
      users: includeUsers(
        store,
        page.data.map((brand) => brand.representative_id),
      ),
    }),
  );
}

/** Checks the references of a brand payload (422 for each that does not exist). */
function checkBrandReferences(
  store: Store,
  input: {
    name?: string;
    industry_id?: number | null;
    representative_id?: number | null;
    agency_ids?: number[];
  },
  exceptId?: number,
): void {
  const errors = new ErrorBag();
  if (input.name !== undefined) {
    const name = input.name.toLowerCase();
    if (
      store.brands.all().some((brand) => brand.id !== exceptId && brand.name.toLowerCase() === name)
    ) {
      errors.add('name', 'The name has already been taken.');
    }
  }
  if (input.industry_id != null && !store.industries.has(input.industry_id)) {
    errors.add('industry_id', 'The selected industry id is invalid.');
  }
  if (
    input.representative_id != null &&
    store.users.get(input.representative_id)?.business_role !== 'ops'
  ) {
    errors.add('representative_id', 'The selected representative id is invalid.');
  }
  if (input.agency_ids?.some((agencyId) => !store.agencies.has(agencyId))) {
    errors.add('agency_ids', 'The selected agency ids is invalid.');
  }
  errors.throwIfAny();
}

function setAgencies(
  store: Store,
  brandId: number,
  agencyIds: readonly number[],
  at: string,
): void {
  for (const link of store.brandAgencies.lookup('brand_id', brandId))
    store.brandAgencies.remove(link.id, at);
  for (const agencyId of new Set(agencyIds))
    store.brandAgencies.insert({ brand_id: brandId, agency_id: agencyId });
}

export const brandRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/brands',
    handle: (context) => {
      const visible = brandVisibility(context.store, context.user);
      return listBrands(context, (brand) => visible(brand.id));
    },
  }),

  defineRoute({
    method: 'POST',
    path: '/api/brands',
    access: agencyOnly,
    async handle({ store, body, nowIso }) {
      const input = validate(await body(), { ...brandFields, name: brandFields.name.required() });
      checkBrandReferences(store, input);
      const logo = input.logo == null ? null : await fileToDataUri(input.logo);
      const now = nowIso();
      const brand = store.brands.insert({
        name: input.name,
        logo,
        is_active: input.is_active ?? true,
        last_event_date: null,
        representative_id: input.representative_id ?? null,
        airtime_customer: input.airtime_customer ?? false,
        converted: input.converted ?? false,
        budget: input.budget ?? null,
        website: input.website ?? null,
        industry_id: input.industry_id ?? null,
        created_at: now,
        updated_at: now,
        deleted_at: null,
        invoicing_customer: null,
      });
      setAgencies(store, brand.id, input.agency_ids ?? [], now);
      return json({ data: presentBrand(store, brand, true) }, 201);
    },
  }),

  defineRoute({
    method: 'GET',
    path: '/api/brands/:id',
    handle: (context) =>
      json({ data: presentBrand(context.store, visibleBrand(context, context.id('id')), true) }),
  }),

  // The brand settings form posts with _method=PUT (spec §7).
  defineRoute({
    method: 'PUT',
    path: '/api/brands/:id',
    acceptsMethodOverride: true,
    access: agencyOnly,
    async handle({ store, body, id, nowIso }) {
      const brandId = id('id');
      const brand = found(store.brands.get(brandId), 'Brand', brandId);
      const input = validate(await body(), brandFields);
      requireSomeField(input);
      checkBrandReferences(store, input, brand.id);
      const logo =
        input.logo === undefined
          ? undefined
          : input.logo === null
            ? null
            : await fileToDataUri(input.logo);
      const now = nowIso();
      const { agency_ids: agencyIds, logo: _logo, ...fields } = input;
      const updated =
        store.brands.update(brand.id, {
          ...fields,
          ...(logo === undefined ? {} : { logo }),
          updated_at: now,
        }) ?? brand;
      if (agencyIds !== undefined) setAgencies(store, brand.id, agencyIds, now);
      return json({ data: presentBrand(store, updated, true) });
    },
  }),

  // A brand's overall figures are for agency staff and the brand's users (decisions §9): a creator
  // sees only its own figures with a brand.
  defineRoute({
    method: 'GET',
    path: '/api/brand/:id/stats',
    access: (user) =>
      agencyOrBrand(user) === null ? null : "Creators cannot see a brand's overall figures.",
    handle: (context) => {
      const brand = visibleBrand(context, context.id('id'));
      return json({
        data: computeBrandStats(context.store, brand.id, context.nowIso().slice(0, 10)),
      });
    },
  }),

  defineRoute({
    method: 'POST',
    path: '/api/brands/:id/budget',
    access: agencyWithPermission('view_brands.revenue'),
    async handle({ store, body, id, nowIso }) {
      const brandId = id('id');
      const brand = found(store.brands.get(brandId), 'Brand', brandId);
      const raw = await body();
      if (!Object.hasOwn(raw, 'budget')) fieldError('budget', 'The budget field must be present.');
      const input = validate(raw, { budget: brandFields.budget });
      const updated =
        store.brands.update(brand.id, { budget: input.budget ?? null, updated_at: nowIso() }) ??
        brand;
      return json({ data: presentBrand(store, updated, true) });
    },
  }),

  // Choosing a brand in the brand app; kept on the session (spec §4 'Selected brand').
  defineRoute({
    method: 'POST',
    path: '/api/brand/select',
    access: agencyOrBrand,
    allowReadOnly: true,
    async handle(context) {
      const input = validate(await context.body(), { brand_id: v.id().required() });
      const brand = context.store.brands.get(input.brand_id);
      if (brand === undefined || !brandVisibility(context.store, context.user)(brand.id)) {
        fieldError('brand_id', 'The selected brand id is invalid.');
      }
      context.backend.auth.updateSession(context.session.id, { selected_brand_id: brand.id });
      return json({ data: presentBrand(context.store, brand) });
    },
  }),

  defineRoute({
    method: 'GET',
    path: '/api/brand/brands-with-access',
    access: agencyOrBrand,
    handle: (context) => {
      const visible = brandVisibility(context.store, context.user);
      return listBrands(context, (brand) => visible(brand.id));
    },
  }),

  // The brands another user may see (the agency's user editor). The double slash is the spec's.
  defineRoute({
    method: 'GET',
    path: '/api//brand/brands-with-access/:id',
    handle: (context) => {
      const userId = context.id('id');
      if (userId !== context.user.id && getAppType(context.user.business_role) !== 'agency') {
        throw new HttpError(403, 'You can only see your own brands.');
      }
      const user = found(context.store.users.get(userId), 'User', userId);
      const visible = brandVisibility(context.store, user);
      return listBrands(context, (brand) => visible(brand.id));
    },
  }),
].map(anyRoute);
