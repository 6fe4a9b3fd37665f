import type { PaymentPreferenceType } from '@airtime/domain';
import { list, one } from '../decode/decoders.ts';
import { paymentPreferenceModel } from '../models/creator.ts';
import { defineCall } from './defineCall.ts';

// Payment preferences (spec §7): how a creator is paid, types 0 to 4. Agency staff see and change
// every creator's, creator users their own creators'; brand users none (403). Making one primary
// unsets the creator's others; the primary one cannot be unset directly (422).

type Ids = number | readonly number[];

export type PaymentPreferenceSortField = 'id' | 'created_at' | 'type' | 'is_primary';
export type PaymentPreferenceSort = PaymentPreferenceSortField | `-${PaymentPreferenceSortField}`;

export interface PaymentPreferenceListQuery {
  /** Creator ids. */
  readonly publishers?: Ids;
  readonly type?: PaymentPreferenceType | readonly PaymentPreferenceType[];
  readonly is_primary?: boolean;
  readonly sort?: PaymentPreferenceSort;
  readonly per_page?: number;
  readonly cursor?: string;
}

export interface PaymentPreferenceUpdateInput {
  readonly type?: PaymentPreferenceType;
  /** true makes it the creator's primary one; false on the primary one is a 422. */
  readonly is_primary?: boolean;
  readonly payee_name?: string | null;
  readonly details?: string | null;
}

export const listPaymentPreferences = /* @__PURE__ */ defineCall<PaymentPreferenceListQuery>()({
  method: 'GET',
  path: '/api/payment_preferences',
  decode: list(paymentPreferenceModel),
});
export const updatePaymentPreference = /* @__PURE__ */ defineCall<
  never,
  PaymentPreferenceUpdateInput
>()({
  method: 'PUT',
  path: '/api/payment_preferences/:id',
  decode: one(paymentPreferenceModel),
});
