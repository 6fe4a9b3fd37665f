import { getPayout, listPayouts, movePayout, type PayoutListQuery } from '../endpoints/payouts.ts';
import type { HttpClient } from '../http/createHttpClient.ts';
import { useApiMutation, useInfiniteList, useQuery } from '../swr/createHooks.ts';
import { preloadQuery } from '../swr/preloads.ts';

/** Creator payouts, page by page: `usePayouts({ status: 'scheduled', month: '2026-10' })`. */
export function usePayouts(query?: PayoutListQuery) {
  return useInfiniteList(listPayouts, query === undefined ? {} : { query });
}

/** Starts usePayouts(query)'s first page before it renders (a route's preload). */
export function preloadPayouts(client: HttpClient, query?: PayoutListQuery) {
  return preloadQuery(client, listPayouts, query === undefined ? {} : { query });
}

/** One payout with its creator and payment preference; `null` waits. */
export function usePayout(id: number | null) {
  return useQuery(getPayout, id === null ? null : { params: { id } });
}

/** Moves a payout's status (the caller updates its list at once); the payout lists refetch. */
export function useMovePayout() {
  return useApiMutation(movePayout, [listPayouts, getPayout]);
}
