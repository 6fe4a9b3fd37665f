import { encodeQueryState } from '../query/encodeQueryState.ts';
import { EMPTY_QUERY_STATE } from '../query/queryState.ts';
import type { SavedViewState } from './savedViews.ts';

/**
 * A text that two states share exactly when they show the same list: the sort in its order, the
 * filters whatever order their fields and values came in. Marks the view the list is showing.
 */
export function getSavedViewKey(state: SavedViewState): string {
  const filters = Object.fromEntries(
    Object.entries(state.filters)
      .filter(([, values]) => values.length > 0)
      .sort(([a], [b]) => compare(a, b))
      .map(([field, values]) => [field, [...values].sort(compare)]),
  );
  return encodeQueryState({ ...EMPTY_QUERY_STATE, sort: state.sort, filters }).toString();
}

/** Code-unit order: the same in every locale. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
