import { getAppType, PAYMENT_PREFERENCE_TYPES, type PaymentPreference } from '@airtime/domain';
import { recordScope } from '../auth/recordScope.ts';
import { fieldError, forbidden, found } from '../http/HttpError.ts';
import { type ListSpec, paginate, readListQuery, toListResponse } from '../http/listing.ts';
import { readFilters } from '../http/query.ts';
import { json } from '../http/responses.ts';
import type { AccessRule } from '../http/route.ts';
import { anyRoute, defineRoute } from '../http/route.ts';
import { requireSomeField, v, validate } from '../http/validate.ts';
import { includeRows } from '../present/include.ts';

// Payment preferences (spec §7): how a creator is paid, types 0 to 4 (domain). Agency staff see
// and change every creator's; creator users their own creators'; brand users none. Making one
// primary makes the creator's others not primary; the primary one cannot be unset directly.

const notBrand: AccessRule = (user) =>
  getAppType(user.business_role) === 'brand' ? 'Brand users cannot see payment preferences.' : null;

const PAYMENT_PREFERENCE_LIST: ListSpec<PaymentPreference> = {
  sorts: {
    id: (row) => row.id,
    created_at: (row) => row.created_at,
    type: (row) => row.type,
    is_primary: (row) => row.is_primary,
  },
  defaultSort: 'id',
};

export const paymentPreferenceRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/payment_preferences',
    access: notBrand,
    handle({ store, query, user }) {
      const filters = readFilters(query, {
        publishers: v.list(v.id(), { max: 200 }),
        publisher_id: v.list(v.id(), { max: 200 }),
        type: v.list(v.oneOf(PAYMENT_PREFERENCE_TYPES), { max: PAYMENT_PREFERENCE_TYPES.length }),
        is_primary: v.boolean(),
      });
      const scope = recordScope(user);
      const creatorIds =
        filters.publishers ??
        filters.publisher_id ??
        (scope.all ? undefined : [...scope.creatorIds]);
      const base =
        creatorIds === undefined
          ? store.paymentPreferences.all()
          : [...new Set(creatorIds)].flatMap((id) =>
              store.paymentPreferences.lookup('publisher_id', id),
            );
      const rows = base.filter(
        (row) =>
          (scope.all || scope.creatorIds.has(row.publisher_id)) &&
          (filters.type === undefined || filters.type.includes(row.type)) &&
          (filters.is_primary === undefined || row.is_primary === filters.is_primary),
      );
      const page = paginate(
        rows,
        readListQuery(query, PAYMENT_PREFERENCE_LIST),
        PAYMENT_PREFERENCE_LIST,
      );
      return json(
        toListResponse(page, (row) => row, {
          creators: includeRows(
            store.creators,
            page.data.map((row) => row.publisher_id),
          ),
        }),
      );
    },
  }),

  defineRoute({
    method: 'PUT',
    path: '/api/payment_preferences/:id',
    access: notBrand,
    async handle({ store, body, id, user, nowIso }) {
      const preferenceId = id('id');
      const preference = found(
        store.paymentPreferences.get(preferenceId),
        'Payment preference',
        preferenceId,
      );
      const scope = recordScope(user);
      if (!scope.all && !scope.creatorIds.has(preference.publisher_id))
        forbidden('You do not have access to this payment preference.');
      const input = validate(await body(), {
        type: v.oneOf(PAYMENT_PREFERENCE_TYPES),
        is_primary: v.boolean(),
        payee_name: v.string({ max: 255 }).nullable(),
        details: v.string({ max: 1000 }).nullable(),
      });
      requireSomeField(input);
      if (input.is_primary === false && preference.is_primary)
        fieldError('is_primary', 'Make another payment preference primary instead.');
      const now = nowIso();
      if (input.is_primary === true && !preference.is_primary) {
        for (const other of store.paymentPreferences.lookup(
          'publisher_id',
          preference.publisher_id,
        )) {
          if (other.is_primary)
            store.paymentPreferences.update(other.id, { is_primary: false, updated_at: now });
        }
      }
      const updated =
        store.paymentPreferences.update(preference.id, { ...input, updated_at: now }) ?? preference;
      return json({ data: updated });
    },
  }),
].map(anyRoute);
