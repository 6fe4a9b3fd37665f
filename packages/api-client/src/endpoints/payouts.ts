import type { PayoutStatus } from '@airtime/domain';
import { list, one } from '../decode/decoders.ts';
import { payoutModel } from '../models/finance.ts';
import { defineCall } from './defineCall.ts';

// Creator payouts (ours; spec §7 names no call): agency staff with view_accounting and
// view_accounting.publisher_payouts list and move them; a creator user lists their own creators'.
// Moves follow domain getPayoutMoves.

type Ids = number | readonly number[];

export type PayoutSortField =
  | 'period_start'
  | 'amount'
  | 'sent_at'
  | 'paid_at'
  | 'created_at'
  | 'id';
export type PayoutSort = PayoutSortField | `-${PayoutSortField}`;

export interface PayoutListQuery {
  /** Creator ids. */
  readonly publisher_id?: Ids;
  readonly status?: PayoutStatus | readonly PayoutStatus[];
  /** 'yyyy-MM' of the period earned. */
  readonly month?: string;
  readonly sort?: PayoutSort;
  readonly per_page?: number;
  readonly cursor?: string;
}

export interface PayoutStatusInput {
  readonly status: PayoutStatus;
}

export const listPayouts = /* @__PURE__ */ defineCall<PayoutListQuery>()({
  method: 'GET',
  path: '/api/payouts',
  decode: list(payoutModel),
});
/** With its creator and payment preference embedded. */
export const getPayout = /* @__PURE__ */ defineCall()({
  method: 'GET',
  path: '/api/payouts/:id',
  decode: one(payoutModel),
});
/** Moves a payout to one of the statuses its status offers (else 422 on `status`). */
export const movePayout = /* @__PURE__ */ defineCall<never, PayoutStatusInput>()({
  method: 'POST',
  path: '/api/payouts/:id/status',
  decode: one(payoutModel),
});
