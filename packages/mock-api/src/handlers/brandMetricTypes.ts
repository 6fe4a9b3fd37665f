import type { BrandCustomMetricType, CustomMetricFormat } from '@airtime/domain';
import { agencyOrBrand } from '../auth/access.ts';
import { brandVisibility } from '../auth/brandVisibility.ts';
import { fieldError, forbidden, found } from '../http/HttpError.ts';
import { json, noContent } from '../http/responses.ts';
import { anyRoute, defineRoute, type UserContext } from '../http/route.ts';
import { requireSomeField, v, validate } from '../http/validate.ts';
import type { Store } from '../store/createStore.ts';

// A brand's custom metric types (spec §7 'POST /api/brand/metric-types; PUT, DELETE
// /api/brand/metric-types/{id}'): extra figures the brand tracks in its reports. Agency staff
// manage any brand's, brand users their own brands'. Names are unique within a brand. No
// decisions §5 event covers them, so the writes publish nothing.

const METRIC_FORMATS = [
  'number',
  'currency',
  'percent',
] as const satisfies readonly CustomMetricFormat[];

const metricFields = {
  name: v.string({ max: 100 }),
  format: v.oneOf(METRIC_FORMATS),
};

function checkName(
  store: Store,
  brandId: number,
  name: string | undefined,
  exceptId?: number,
): void {
  if (name === undefined) return;
  const taken = store.brandCustomMetricTypes
    .lookup('brand_id', brandId)
    .some((row) => row.id !== exceptId && row.name.toLowerCase() === name.toLowerCase());
  if (taken) fieldError('name', 'The name has already been taken.');
}

/** A metric type of a brand the user may see, or 404 / 403. */
function editableMetricType(context: UserContext<string>, metricId: number): BrandCustomMetricType {
  const row = found(context.store.brandCustomMetricTypes.get(metricId), 'Metric type', metricId);
  if (!brandVisibility(context.store, context.user)(row.brand_id))
    forbidden('You do not have access to this brand.');
  return row;
}

export const brandMetricTypeRoutes = [
  defineRoute({
    method: 'POST',
    path: '/api/brand/metric-types',
    access: agencyOrBrand,
    async handle(context) {
      const { store, session, user } = context;
      const input = validate(await context.body(), {
        brand_id: v.id(),
        name: metricFields.name.required(),
        format: metricFields.format,
      });
      const brandId = input.brand_id ?? session.selected_brand_id;
      if (brandId === null) fieldError('brand_id', 'The brand id field is required.');
      if (!store.brands.has(brandId) || !brandVisibility(store, user)(brandId))
        fieldError('brand_id', 'The selected brand id is invalid.');
      checkName(store, brandId, input.name);
      const row = store.brandCustomMetricTypes.insert({
        brand_id: brandId,
        name: input.name,
        format: input.format ?? 'number',
        created_at: context.nowIso(),
        deleted_at: null,
      });
      return json({ data: row }, 201);
    },
  }),

  defineRoute({
    method: 'PUT',
    path: '/api/brand/metric-types/:id',
    access: agencyOrBrand,
    async handle(context) {
      const row = editableMetricType(context, context.id('id'));
      const input = validate(await context.body(), metricFields);
      requireSomeField(input);
      checkName(context.store, row.brand_id, input.name, row.id);
      return json({ data: context.store.brandCustomMetricTypes.update(row.id, input) ?? row });
    },
  }),

  defineRoute({
    method: 'DELETE',
    path: '/api/brand/metric-types/:id',
    access: agencyOrBrand,
    handle(context) {
      const row = editableMetricType(context, context.id('id'));
      context.store.brandCustomMetricTypes.remove(row.id, context.nowIso());
      return noContent();
    },
  }),
].map(anyRoute);
