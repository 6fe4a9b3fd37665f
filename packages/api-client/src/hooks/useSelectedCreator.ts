import type { SelectableCreator } from '@airtime/domain';
import { listCreatorsWithAccess } from '../endpoints/selection.ts';
import { useQuery } from '../swr/createHooks.ts';
import { SELECTION_QUERY, type SelectedView, useSelectedRecord } from './useSelectedRecord.ts';
import { useSessionState } from './useSession.ts';

/**
 * The creator the creator app shows (spec §4): at start the stored one
 * (`airtime:selected-creator-id`) if the user may still choose it, else the first; `select` calls
 * POST /api/creator/select, stores the answer and refetches the creator app's cached reads.
 *
 * ```ts
 * const { items, selected, select } = useSelectedCreator();
 * ```
 */
export function useSelectedCreator(): SelectedView<SelectableCreator> {
  const { status } = useSessionState();
  const list = useQuery(
    listCreatorsWithAccess,
    status === 'signed-in' ? { query: SELECTION_QUERY } : null,
  );
  return useSelectedRecord('creator', list);
}
