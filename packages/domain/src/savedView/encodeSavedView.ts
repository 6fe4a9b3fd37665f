import { encodeQueryState } from '../query/encodeQueryState.ts';
import { EMPTY_QUERY_STATE } from '../query/queryState.ts';
import { SAVED_VIEW_VERSION, type SavedViewPayload, type SavedViewState } from './savedViews.ts';

/** The newest payload of a list's view: its name trimmed, its sort and filters as a query. */
export function encodeSavedView(
  list: string,
  name: string,
  state: SavedViewState,
): SavedViewPayload {
  const query = encodeQueryState({
    ...EMPTY_QUERY_STATE,
    sort: state.sort,
    filters: state.filters,
  }).toString();
  return { version: SAVED_VIEW_VERSION, list, name: name.trim(), query };
}
