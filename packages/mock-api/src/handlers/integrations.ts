import type { Integration } from '@airtime/domain';
import { agencyOnly, agencyOrBrand } from '../auth/access.ts';
import { found } from '../http/HttpError.ts';
import type { ListSpec } from '../http/listing.ts';
import { readFilters } from '../http/query.ts';
import { json, noContent } from '../http/responses.ts';
import { anyRoute, defineRoute } from '../http/route.ts';
import { ErrorBag, requireSomeField, v, validate } from '../http/validate.ts';
import { INTEGRATION_PROVIDERS } from '../seed/dictionaries.ts';
import type { Store } from '../store/createStore.ts';
import { brandOwnedListResponse, brandScope, rowsOfBrands, softDelete } from './brandOwned.ts';

// Integrations (spec §7): a brand's connections to sales and analytics services. Agency staff see
// all and change them; brand users see their brands'.

const PROVIDERS = INTEGRATION_PROVIDERS.map(([provider]) => provider);
const providerName = (provider: string) =>
  INTEGRATION_PROVIDERS.find(([key]) => key === provider)?.[1] ?? provider;

const INTEGRATION_LIST: ListSpec<Integration> = {
  sorts: {
    name: (row) => row.name,
    provider: (row) => row.provider,
    created_at: (row) => row.created_at,
    last_synced_at: (row) => row.last_synced_at,
    id: (row) => row.id,
  },
  defaultSort: 'name',
};

const integrationFields = {
  brand_id: v.id(),
  provider: v.oneOf(PROVIDERS),
  name: v.string({ max: 255 }),
  is_active: v.boolean(),
};

/** One integration per brand and provider. */
function checkIntegration(
  store: Store,
  brandId: number,
  provider: string | undefined,
  exceptId: number | undefined,
  errors: ErrorBag,
): void {
  if (!store.brands.has(brandId)) errors.add('brand_id', 'The selected brand id is invalid.');
  if (
    provider !== undefined &&
    store.integrations
      .lookup('brand_id', brandId)
      .some((row) => row.provider === provider && row.id !== exceptId)
  ) {
    errors.add('provider', `The brand already has a ${providerName(provider)} integration.`);
  }
}

export const integrationRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/integrations',
    access: agencyOrBrand,
    handle({ store, query, user }) {
      const filters = readFilters(query, {
        brand_id: v.list(v.id(), { max: 200 }),
        provider: v.list(v.oneOf(PROVIDERS), { max: PROVIDERS.length }),
        is_active: v.boolean(),
        s: v.string({ max: 255 }),
      });
      const scope = brandScope(user, filters.brand_id);
      const needle = filters.s?.toLowerCase();
      const rows = rowsOfBrands(store.integrations, scope.brandIds).filter(
        (row) =>
          scope.sees(row) &&
          (filters.provider === undefined || filters.provider.includes(row.provider)) &&
          (filters.is_active === undefined || row.is_active === filters.is_active) &&
          (needle === undefined || row.name.toLowerCase().includes(needle)),
      );
      return brandOwnedListResponse(store, query, rows, INTEGRATION_LIST);
    },
  }),

  defineRoute({
    method: 'POST',
    path: '/api/integrations',
    access: agencyOnly,
    async handle({ store, body, nowIso }) {
      const input = validate(await body(), {
        ...integrationFields,
        brand_id: integrationFields.brand_id.required(),
        provider: integrationFields.provider.required(),
      });
      const errors = new ErrorBag();
      checkIntegration(store, input.brand_id, input.provider, undefined, errors);
      errors.throwIfAny();
      const now = nowIso();
      const integration = store.integrations.insert({
        brand_id: input.brand_id,
        provider: input.provider,
        name: input.name ?? providerName(input.provider),
        is_active: input.is_active ?? true,
        last_synced_at: null,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      });
      return json({ data: integration }, 201);
    },
  }),

  defineRoute({
    method: 'PUT',
    path: '/api/integrations/:id',
    access: agencyOnly,
    async handle({ store, body, id, nowIso }) {
      const integrationId = id('id');
      const integration = found(
        store.integrations.get(integrationId),
        'Integration',
        integrationId,
      );
      const input = validate(await body(), integrationFields);
      requireSomeField(input);
      const errors = new ErrorBag();
      checkIntegration(
        store,
        input.brand_id ?? integration.brand_id,
        input.provider ?? (input.brand_id === undefined ? undefined : integration.provider),
        integration.id,
        errors,
      );
      errors.throwIfAny();
      const updated =
        store.integrations.update(integration.id, { ...input, updated_at: nowIso() }) ??
        integration;
      return json({ data: updated });
    },
  }),

  defineRoute({
    method: 'DELETE',
    path: '/api/integrations/:id',
    access: agencyOnly,
    handle({ store, id, nowIso }) {
      softDelete(store.integrations, 'Integration', id('id'), nowIso);
      return noContent();
    },
  }),
].map(anyRoute);
