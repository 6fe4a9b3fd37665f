import {
  getAppType,
  getPayoutMoves,
  getUserChannel,
  PAYOUT_STATUS_TITLES,
  PAYOUT_STATUSES,
  type Payout,
} from '@airtime/domain';
import { agencyWithPermissions } from '../auth/access.ts';
import { recordScope } from '../auth/recordScope.ts';
import { forbidden, found } from '../http/HttpError.ts';
import { type ListSpec, paginate, readListQuery, toListResponse } from '../http/listing.ts';
import { readFilters } from '../http/query.ts';
import { json } from '../http/responses.ts';
import type { AccessRule } from '../http/route.ts';
import { anyRoute, defineRoute } from '../http/route.ts';
import { v, validate } from '../http/validate.ts';
import { includeRows } from '../present/include.ts';
import type { Store } from '../store/createStore.ts';
import { checkMove, MONTH, publishFinance, statusChange } from './financeMoves.ts';

// Creator payouts (ours; spec §7 names no call). Agency staff with view_accounting and
// view_accounting.publisher_payouts (a Super Admin passes) list and move them; a creator user lists
// their own creators' payouts; brand users none. Moves: pending → scheduled → sent → paid | failed,
// a failed payout scheduled again (domain getPayoutMoves).

const canPay = agencyWithPermissions('view_accounting', 'view_accounting.publisher_payouts');
const canList: AccessRule = (user) =>
  getAppType(user.business_role) === 'creator' ? null : canPay(user);

const PAYOUT_LIST: ListSpec<Payout> = {
  sorts: {
    period_start: (row) => row.period_start,
    amount: (row) => row.amount,
    sent_at: (row) => row.sent_at,
    paid_at: (row) => row.paid_at,
    created_at: (row) => row.created_at,
    id: (row) => row.id,
  },
  defaultSort: '-period_start',
};

function includeFor(store: Store, rows: readonly Payout[]) {
  return {
    creators: includeRows(
      store.creators,
      rows.map((row) => row.publisher_id),
    ),
    payment_preferences: includeRows(
      store.paymentPreferences,
      rows.map((row) => row.payment_preference_id),
    ),
  };
}

export const payoutRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/payouts',
    access: canList,
    handle({ store, query, user }) {
      const filters = readFilters(query, {
        publisher_id: v.list(v.id(), { max: 200 }),
        status: v.list(v.oneOf(PAYOUT_STATUSES), { max: PAYOUT_STATUSES.length }),
        month: v.string(MONTH),
      });
      const scope = recordScope(user);
      const creatorIds = filters.publisher_id ?? (scope.all ? undefined : [...scope.creatorIds]);
      const base =
        creatorIds === undefined
          ? store.payouts.all()
          : [...new Set(creatorIds)].flatMap((id) => store.payouts.lookup('publisher_id', id));
      const rows = base.filter(
        (row) =>
          (scope.all || scope.creatorIds.has(row.publisher_id)) &&
          (filters.status === undefined || filters.status.includes(row.status)) &&
          (filters.month === undefined || row.period_start.slice(0, 7) === filters.month),
      );
      const page = paginate(rows, readListQuery(query, PAYOUT_LIST), PAYOUT_LIST);
      return json(toListResponse(page, (row) => row, includeFor(store, page.data)));
    },
  }),

  defineRoute({
    method: 'GET',
    path: '/api/payouts/:id',
    access: canList,
    handle({ store, id, user }) {
      const payoutId = id('id');
      const payout = found(store.payouts.get(payoutId), 'Payout', payoutId);
      const scope = recordScope(user);
      if (!scope.all && !scope.creatorIds.has(payout.publisher_id))
        forbidden('You do not have access to this payout.');
      return json({ data: present(store, payout) });
    },
  }),

  defineRoute({
    method: 'POST',
    path: '/api/payouts/:id/status',
    access: canPay,
    async handle(context) {
      const { store } = context;
      const payoutId = context.id('id');
      const payout = found(store.payouts.get(payoutId), 'Payout', payoutId);
      const { status } = validate(await context.body(), {
        status: v.oneOf(PAYOUT_STATUSES).required(),
      });
      checkMove(payout.status, status, getPayoutMoves(payout.status), PAYOUT_STATUS_TITLES);
      const now = context.nowIso();
      // Scheduling a failed payout again forgets its failed sending.
      const dates =
        status === 'sent'
          ? { sent_at: now }
          : status === 'paid'
            ? { paid_at: now }
            : status === 'scheduled'
              ? { sent_at: null }
              : {};
      const updated =
        store.payouts.update(payout.id, {
          status,
          ...dates,
          status_changes: [...payout.status_changes, statusChange(context, status, now)],
          updated_at: now,
        }) ?? payout;
      const presented = present(store, updated);
      publishFinance(context, 'payout.updated', presented);
      // The creator's own users follow their payment chain live (their events' payment).
      for (const user of store.users.all()) {
        if (user.creator_ids.includes(updated.publisher_id))
          context.publish(getUserChannel(user.id), 'payout.updated', presented);
      }
      return json({ data: presented });
    },
  }),
].map(anyRoute);

/** A payout with its creator and payment preference embedded. */
function present(store: Store, payout: Payout): Payout {
  const creator = store.creators.get(payout.publisher_id);
  const preference =
    payout.payment_preference_id === null
      ? undefined
      : store.paymentPreferences.get(payout.payment_preference_id);
  return {
    ...payout,
    ...(creator === undefined ? {} : { creator }),
    ...(preference === undefined ? {} : { paymentPreference: preference }),
  };
}
