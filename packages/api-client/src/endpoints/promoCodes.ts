import { list, one } from '../decode/decoders.ts';
import { promoCodeModel } from '../models/sales.ts';
import { defineCall } from './defineCall.ts';

// Promo codes (spec §7). Agency staff see all and create them; brand users see their brands'
// codes, creator users their creators'. A code is unique within its brand and stored upper-case.

type Ids = number | readonly number[];

export type PromoCodeSortField = 'code' | 'created_at' | 'starts_on' | 'ends_on' | 'id';
export type PromoCodeSort = PromoCodeSortField | `-${PromoCodeSortField}`;

export interface PromoCodeListQuery {
  readonly brand_id?: Ids;
  /** Creator ids. */
  readonly publishers?: Ids;
  /** Brand-wide codes (no creator) only, or creators' codes only. */
  readonly brand_wide?: boolean;
  /** Valid today (between starts_on and ends_on), or not. */
  readonly active?: boolean;
  /** Part of the code. */
  readonly s?: string;
  readonly sort?: PromoCodeSort;
  readonly per_page?: number;
  readonly cursor?: string;
}

export interface PromoCodeInput {
  readonly brand_id: number;
  /** The creator it belongs to; null or absent for a brand-wide code. */
  readonly publisher_id?: number | null;
  /** 2 to 32 letters, digits, dashes and underscores. */
  readonly code: string;
  readonly description?: string | null;
  /** yyyy-MM-dd. */
  readonly starts_on?: string | null;
  /** yyyy-MM-dd, not before starts_on. */
  readonly ends_on?: string | null;
}

export const listPromoCodes = /* @__PURE__ */ defineCall<PromoCodeListQuery>()({
  method: 'GET',
  path: '/api/promo_codes',
  decode: list(promoCodeModel),
});
export const createPromoCode = /* @__PURE__ */ defineCall<never, PromoCodeInput>()({
  method: 'POST',
  path: '/api/promo_codes',
  decode: one(promoCodeModel),
});
/** With its brand and creator embedded. */
export const getPromoCode = /* @__PURE__ */ defineCall()({
  method: 'GET',
  path: '/api/promo_codes/:id',
  decode: one(promoCodeModel),
});
