import type { QueryFilters, SortEntry } from '../query/queryState.ts';

// Saved views (issue 23): a list's filters and sort under a name, stored per user by the API and
// shared as a link. A view is data in the URL's query state (spec §2), so applying it, or opening
// its link, reproduces the list exactly. The rules are ours (the spec names no saved views).
//
// Payload versions, oldest first. A view keeps the version it was saved with; decodeSavedView
// reads every version and writes none but the newest:
//   1  `query` in the portal's first URL format: `sort=field:asc|desc`, then each filter as a
//      bare parameter with its values joined by commas (`status=active,paused`).
//   2  `query` in the query state's format (queryState.ts): `sort=-name&filter.status=active`.

/** The payload version encodeSavedView writes. */
export const SAVED_VIEW_VERSION = 2;

/** Every version decodeSavedView reads. */
export const SAVED_VIEW_VERSIONS = [1, 2] as const;
export type SavedViewVersion = (typeof SAVED_VIEW_VERSIONS)[number];

/** The longest view name, in characters. */
export const SAVED_VIEW_NAME_MAX = 60;

/** The longest stored query, in characters. */
export const SAVED_VIEW_QUERY_MAX = 2000;

/** How many views one user keeps on one list. */
export const SAVED_VIEWS_PER_LIST_MAX = 50;

/** What a view holds of a list's query state: its sort and its filters, nothing else. */
export interface SavedViewState {
  readonly sort: readonly SortEntry[];
  readonly filters: QueryFilters;
}

/** The versioned payload the API stores: which list, the name, the query. */
export interface SavedViewPayload {
  readonly version: number;
  /** The list's id ('planning', 'agency-brands'), a query name. */
  readonly list: string;
  readonly name: string;
  /** The view's query string, in its version's format, without '?'. */
  readonly query: string;
}

/** A stored view as the API answers it: always one of the signed-in user's own. */
export interface SavedView extends SavedViewPayload {
  readonly id: number;
  /** Applied when the user opens the list without any query; one per list at most. */
  readonly is_default: boolean;
  readonly created_at: string;
  readonly updated_at: string;
}

/** What a list tells the decoder: its id and the filter and sort fields it knows today. */
export interface SavedViewList {
  readonly list: string;
  readonly filters: readonly string[];
  readonly sorts: readonly string[];
}

/** A view read for a list: its state, and a notice for each part that was dropped. */
export type DecodedSavedView =
  | {
      readonly ok: true;
      readonly name: string;
      readonly state: SavedViewState;
      readonly notices: readonly string[];
    }
  | { readonly ok: false; readonly error: string };
