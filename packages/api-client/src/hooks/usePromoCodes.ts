import {
  createPromoCode,
  getPromoCode,
  listPromoCodes,
  type PromoCodeListQuery,
} from '../endpoints/promoCodes.ts';
import { useApiMutation, useInfiniteList, useQuery } from '../swr/createHooks.ts';

/** Promo codes, page by page: `usePromoCodes({ publishers: [4], active: true })`. */
export function usePromoCodes(query?: PromoCodeListQuery) {
  return useInfiniteList(listPromoCodes, query === undefined ? {} : { query });
}

/** One promo code with its brand and creator; `null` waits. */
export function usePromoCode(id: number | null) {
  return useQuery(getPromoCode, id === null ? null : { params: { id } });
}

/** Creates a promo code (stored upper-case, unique per brand); the lists refetch. */
export function useCreatePromoCode() {
  return useApiMutation(createPromoCode, [listPromoCodes]);
}
