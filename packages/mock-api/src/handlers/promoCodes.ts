import type { PromoCode } from '@airtime/domain';
import { agencyOnly } from '../auth/access.ts';
import { inScope, recordScope } from '../auth/recordScope.ts';
import { forbidden, found } from '../http/HttpError.ts';
import { type ListSpec, paginate, readListQuery, toListResponse } from '../http/listing.ts';
import { readFilters } from '../http/query.ts';
import { json } from '../http/responses.ts';
import { anyRoute, defineRoute } from '../http/route.ts';
import { ErrorBag, v, validate } from '../http/validate.ts';
import { includeRows } from '../present/include.ts';
import type { Store } from '../store/createStore.ts';

// Promo codes (spec §7). Agency staff see all and create them; brand users see their brands'
// codes, creator users their creators' codes. A code is unique within its brand (any case).

const PROMO_CODE_LIST: ListSpec<PromoCode> = {
  sorts: {
    code: (row) => row.code,
    created_at: (row) => row.created_at,
    starts_on: (row) => row.starts_on,
    ends_on: (row) => row.ends_on,
    id: (row) => row.id,
  },
  defaultSort: '-created_at',
};

function includeFor(store: Store, rows: readonly PromoCode[]) {
  return {
    brands: includeRows(
      store.brands,
      rows.map((row) => row.brand_id),
    ),
    creators: includeRows(
      store.creators,
      rows.map((row) => row.publisher_id),
    ),
  };
}

export const promoCodeRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/promo_codes',
    handle({ store, query, user, nowIso }) {
      const filters = readFilters(query, {
        brand_id: v.list(v.id(), { max: 200 }),
        publishers: v.list(v.id(), { max: 200 }),
        publisher_id: v.list(v.id(), { max: 200 }),
        brand_wide: v.boolean(),
        active: v.boolean(),
        s: v.string({ max: 64 }),
      });
      const scope = recordScope(user);
      const publishers = filters.publishers ?? filters.publisher_id;
      const base =
        filters.brand_id !== undefined
          ? [...new Set(filters.brand_id)].flatMap((id) => store.promoCodes.lookup('brand_id', id))
          : publishers !== undefined
            ? [...new Set(publishers)].flatMap((id) => store.promoCodes.lookup('publisher_id', id))
            : store.promoCodes.all();
      const today = nowIso().slice(0, 10);
      const needle = filters.s?.toLowerCase();
      const rows = base.filter(
        (row) =>
          inScope(scope, row.brand_id, row.publisher_id) &&
          (publishers === undefined ||
            (row.publisher_id !== null && publishers.includes(row.publisher_id))) &&
          (filters.brand_wide === undefined ||
            (row.publisher_id === null) === filters.brand_wide) &&
          (filters.active === undefined ||
            ((row.starts_on === null || row.starts_on <= today) &&
              (row.ends_on === null || row.ends_on >= today)) === filters.active) &&
          (needle === undefined || row.code.toLowerCase().includes(needle)),
      );
      const page = paginate(rows, readListQuery(query, PROMO_CODE_LIST), PROMO_CODE_LIST);
      return json(toListResponse(page, (row) => row, includeFor(store, page.data)));
    },
  }),

  defineRoute({
    method: 'POST',
    path: '/api/promo_codes',
    access: agencyOnly,
    async handle({ store, body, nowIso }) {
      const input = validate(await body(), {
        brand_id: v.id().required(),
        publisher_id: v.id().nullable(),
        code: v
          .string({
            min: 2,
            max: 32,
            pattern: /^[A-Za-z0-9_-]+$/,
            patternMessage:
              'The :attribute field must only contain letters, numbers, dashes and underscores.',
          })
          .required(),
        description: v.string({ max: 255 }).nullable(),
        starts_on: v.date().nullable(),
        ends_on: v.date().nullable(),
      });
      const errors = new ErrorBag();
      if (!store.brands.has(input.brand_id))
        errors.add('brand_id', 'The selected brand id is invalid.');
      if (input.publisher_id != null && !store.creators.has(input.publisher_id))
        errors.add('publisher_id', 'The selected publisher id is invalid.');
      const code = input.code.toUpperCase();
      if (
        store.promoCodes
          .lookup('brand_id', input.brand_id)
          .some((row) => row.code.toUpperCase() === code)
      ) {
        errors.add('code', 'The code has already been taken.');
      }
      if (input.starts_on != null && input.ends_on != null && input.ends_on < input.starts_on)
        errors.add('ends_on', 'The ends on field must be a date after or equal to starts on.');
      errors.throwIfAny();
      const promoCode = store.promoCodes.insert({
        brand_id: input.brand_id,
        publisher_id: input.publisher_id ?? null,
        code,
        description: input.description ?? null,
        starts_on: input.starts_on ?? null,
        ends_on: input.ends_on ?? null,
        created_at: nowIso(),
      });
      return json({ data: promoCode }, 201);
    },
  }),

  defineRoute({
    method: 'GET',
    path: '/api/promo_codes/:id',
    handle({ store, id, user }) {
      const promoCodeId = id('id');
      const promoCode = found(store.promoCodes.get(promoCodeId), 'Promo code', promoCodeId);
      if (!inScope(recordScope(user), promoCode.brand_id, promoCode.publisher_id))
        forbidden('You do not have access to this promo code.');
      const brand = store.brands.get(promoCode.brand_id);
      const creator =
        promoCode.publisher_id === null ? undefined : store.creators.get(promoCode.publisher_id);
      return json({
        data: {
          ...promoCode,
          ...(brand === undefined ? {} : { brand }),
          ...(creator === undefined ? {} : { creator }),
        },
      });
    },
  }),
].map(anyRoute);
