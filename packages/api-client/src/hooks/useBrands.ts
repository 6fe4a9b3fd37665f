import { getAgency } from '../endpoints/agencies.ts';
import {
  type BrandListQuery,
  createBrand,
  getBrand,
  getBrandStats,
  listBrands,
  updateBrand,
  updateBrandBudget,
} from '../endpoints/brands.ts';
import { listBrandsWithAccess } from '../endpoints/selection.ts';
import type { HttpClient } from '../http/createHttpClient.ts';
import { useApiMutation, useInfiniteList, useQuery } from '../swr/createHooks.ts';
import { matchesCall } from '../swr/keys.ts';
import { preloadQuery } from '../swr/preloads.ts';

const BRAND_LISTS = [listBrands, listBrandsWithAccess];

/** The brand list, page by page: `const { items, hasMore, loadMore } = useBrands({ airtime_customer: true })`. */
export function useBrands(query?: BrandListQuery) {
  return useInfiniteList(listBrands, query === undefined ? {} : { query });
}

/** One brand with its agencies, representative, metric types and threads; `null` waits. */
export function useBrand(id: number | null) {
  return useQuery(getBrand, id === null ? null : { params: { id } });
}

/** A brand's headline figures; `null` waits. */
export function useBrandStats(id: number | null) {
  return useQuery(getBrandStats, id === null ? null : { params: { id } });
}

/** Starts useBrandStats(id) before it renders (a route's preload). */
export function preloadBrandStats(client: HttpClient, id: number) {
  return preloadQuery(client, getBrandStats, { params: { id } });
}

/** Creates a brand (form data, logo included); refreshes the brand lists. */
export function useCreateBrand() {
  return useApiMutation(createBrand, ({ body }) => [
    ...BRAND_LISTS,
    // The agency detail pages embed their brands.
    ...(body.agency_ids ?? []).map((agencyId) => matchesCall(getAgency, { id: agencyId })),
  ]);
}

/** Changes a brand (form data, logo included); refreshes the lists and the record. */
export function useUpdateBrand() {
  return useApiMutation(updateBrand, ({ params, body }) => [
    ...BRAND_LISTS,
    matchesCall(getBrand, params),
    // New agency lists change the agencies it left too, which only the cache still knows.
    ...(body.agency_ids === undefined && body.name === undefined ? [] : [getAgency]),
  ]);
}

/** Sets a brand's yearly budget; refreshes the lists (sorted by budget) and the record. */
export function useUpdateBrandBudget() {
  return useApiMutation(updateBrandBudget, ({ params }) => [
    ...BRAND_LISTS,
    matchesCall(getBrand, params),
  ]);
}
