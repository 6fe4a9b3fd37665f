import {
  createBrandMetricType,
  deleteBrandMetricType,
  updateBrandMetricType,
} from '../endpoints/brandMetricTypes.ts';
import { cachedKeys, urlOfKey } from '../swr/cacheUpdates.ts';
import { useApiCache, useApiMutation } from '../swr/createHooks.ts';

// Metric types are read through their brand (GET /api/brands/:id embeds `customMetricTypes`), so
// the writes refresh the brand's record.

const BRAND_DETAIL = /^\/api\/brands\/\d+$/;

/** Adds a metric type to a brand (the selected one unless `brand_id` is given); refreshes the brand. */
export function useCreateBrandMetricType() {
  return useApiMutation(createBrandMetricType, (_input, row) => [`/api/brands/${row.brand_id}`]);
}

/** Renames or reformats a metric type; refreshes its brand. */
export function useUpdateBrandMetricType() {
  return useApiMutation(updateBrandMetricType, (_input, row) => [`/api/brands/${row.brand_id}`]);
}

/** Deletes a metric type; refreshes the cached brands (a 204 does not say which one it was). */
export function useDeleteBrandMetricType() {
  const { cache } = useApiCache();
  return useApiMutation(deleteBrandMetricType, () =>
    cachedKeys(cache, (url) => BRAND_DETAIL.test(url)).map(urlOfKey),
  );
}
