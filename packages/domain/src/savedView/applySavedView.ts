import { decodeQueryState } from '../query/decodeQueryState.ts';
import { updateQueryState } from '../query/updateQueryState.ts';
import type { SavedViewList, SavedViewState } from './savedViews.ts';

/**
 * The URL parameters that show a view on its list: its sort and its filters in place of the
 * list's own, back to the first page. Filters the list does not let views hold (a board's week)
 * and every other parameter (an open modal, a tab) stay as they were.
 */
export function applySavedView(
  params: URLSearchParams,
  list: SavedViewList,
  state: SavedViewState,
): URLSearchParams {
  // A Map then Object.fromEntries, so a field named '__proto__' stays a plain own property.
  const filters = new Map(
    Object.entries(decodeQueryState(params).filters).filter(
      ([field]) => !list.filters.includes(field),
    ),
  );
  for (const [field, values] of Object.entries(state.filters))
    if (list.filters.includes(field) && values.length > 0) filters.set(field, values);
  return updateQueryState(params, {
    sort: state.sort.filter(({ field }) => list.sorts.includes(field)),
    filters: Object.fromEntries(filters),
    page: undefined,
    cursor: undefined,
  });
}
