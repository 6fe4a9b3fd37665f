import {
  createBrandMetricType,
  deleteBrandMetricType,
  updateBrandMetricType,
} from '../endpoints/brandMetricTypes.ts';
import { getBrand } from '../endpoints/brands.ts';
import { useApiMutation } from '../swr/createHooks.ts';
import { matchesCall } from '../swr/keys.ts';

// Metric types are read through their brand (getBrand embeds `customMetricTypes`), so the writes
// refresh the brand's record.

const brandOf = (row: { readonly brand_id: number }) => [
  matchesCall(getBrand, { id: row.brand_id }),
];

/** Adds a metric type to a brand (the selected one unless `brand_id` is given); refreshes the brand. */
export function useCreateBrandMetricType() {
  return useApiMutation(createBrandMetricType, (_input, row) => brandOf(row));
}

/** Renames or reformats a metric type; refreshes its brand. */
export function useUpdateBrandMetricType() {
  return useApiMutation(updateBrandMetricType, (_input, row) => brandOf(row));
}

/** Deletes a metric type; refreshes the cached brands (a 204 does not say which one it was). */
export function useDeleteBrandMetricType() {
  return useApiMutation(deleteBrandMetricType, [getBrand]);
}
