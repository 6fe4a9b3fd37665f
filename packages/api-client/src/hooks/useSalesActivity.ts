import {
  importSalesActivity,
  listSalesActivity,
  type SalesActivityListQuery,
} from '../endpoints/salesActivity.ts';
import { useApiMutation, useInfiniteList } from '../swr/createHooks.ts';
import { matchesCall } from '../swr/keys.ts';

/** A brand's imported sales activity, page by page; `null` waits. */
export function useSalesActivity(brandId: number | null, query: SalesActivityListQuery = {}) {
  return useInfiniteList(
    listSalesActivity,
    brandId === null ? null : { params: { id: brandId }, query },
  );
}

/** Checks (`dry_run`) or imports a sales-activity CSV; an import refreshes the brand's list. */
export function useImportSalesActivity() {
  return useApiMutation(importSalesActivity, ({ params, body }) =>
    body.dry_run === true ? [] : [matchesCall(listSalesActivity, params)],
  );
}
