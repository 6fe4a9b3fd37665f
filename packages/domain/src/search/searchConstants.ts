import type { AppType } from '../access/appTypes.ts';
import type { SearchResultType } from '../model/SearchResult.ts';

/** The apps with a global search; the creator app has none (spec §2 'Global search'). */
export const SEARCH_APPS = ['agency', 'brand'] as const satisfies readonly AppType[];
export type SearchApp = (typeof SEARCH_APPS)[number];

/** Which kinds of record each app's search covers, in the order its 'search by' lists them. */
export const SEARCH_TYPES_BY_APP = {
  agency: ['agency', 'brand', 'creator', 'channel'],
  brand: ['creator', 'channel'],
} as const satisfies Record<SearchApp, readonly SearchResultType[]>;

/** Quiet time after the last keystroke before a search is sent (spec §9). */
export const SEARCH_DEBOUNCE_MS = 200;

/** Longest a search waits while the user keeps typing, so results still show up (spec §9). */
export const SEARCH_MAX_WAIT_MS = 3000;

/** How many recent searches each app keeps (spec §9). */
export const RECENT_SEARCHES_LIMIT = 5;

/** Query of a global search call (spec §7): the text and, for the agency, one type to keep. */
export interface SearchPayload {
  readonly s: string;
  readonly search_by?: readonly [SearchResultType];
}
