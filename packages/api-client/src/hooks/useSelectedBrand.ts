import type { Brand } from '@airtime/domain';
import { listBrandsWithAccess } from '../endpoints/selection.ts';
import { useQuery } from '../swr/createHooks.ts';
import { SELECTION_QUERY, type SelectedView, useSelectedRecord } from './useSelectedRecord.ts';
import { useSessionState } from './useSession.ts';

/**
 * The brand the brand app shows (spec §4): at start the stored one (`airtime:selected-brand-id`)
 * if the user may still choose it, else the first; `select` calls POST /api/brand/select, stores
 * the answer and refetches the brand app's cached reads.
 *
 * ```ts
 * const { items, selected, select } = useSelectedBrand();
 * ```
 */
export function useSelectedBrand(): SelectedView<Brand> {
  const { status } = useSessionState();
  const list = useQuery(
    listBrandsWithAccess,
    status === 'signed-in' ? { query: SELECTION_QUERY } : null,
  );
  return useSelectedRecord('brand', list);
}
