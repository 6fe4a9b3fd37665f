import { decodeQueryState } from '../query/decodeQueryState.ts';
import type { SavedViewList, SavedViewState } from './savedViews.ts';

/**
 * What a view of the list would hold of these URL parameters: the sort and filters of the
 * fields the list knows. Filters that are not the user's narrowing (a board's week), paging,
 * modals and anything else stay out.
 */
export function getSavedViewState(params: URLSearchParams, list: SavedViewList): SavedViewState {
  const { sort, filters } = decodeQueryState(params);
  return {
    sort: sort.filter(({ field }) => list.sorts.includes(field)),
    filters: Object.fromEntries(
      Object.entries(filters).filter(([field]) => list.filters.includes(field)),
    ),
  };
}
