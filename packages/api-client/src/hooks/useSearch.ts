import {
  buildSearchPayload,
  DROPDOWN_RESULT_LIMIT,
  type SearchApp,
  type SearchResult,
  type SearchResultType,
  type UserSummary,
} from '@airtime/domain';
import type { SWRResponse } from 'swr';
import type { ListPage } from '../decode/decoders.ts';
import {
  searchBrandNavigation,
  searchNavigation,
  searchUsers,
  type UserSearchQuery,
} from '../endpoints/search.ts';
import type { ApiError } from '../http/ApiError.ts';
import { useQuery } from '../swr/createHooks.ts';
import { NO_ITEMS } from './noItems.ts';

/** What a search hook gives: the hits (none for blank text, without a call) and the call's state. */
export interface SearchState<T> {
  readonly results: readonly T[];
  /** Matches as the server counts them; undefined before an answer or for blank text. */
  readonly total: number | undefined;
  readonly isLoading: boolean;
  readonly isValidating: boolean;
  readonly error: ApiError | undefined;
}

export interface GlobalSearchOptions {
  /** Which search: the agency's (agencies, brands, creators, channels) or the brand's (creators, channels). */
  readonly app: SearchApp;
  /** The agency search narrowed to one type; the brand search ignores it. */
  readonly type?: SearchResultType;
  /** Results per type for the agency search (spec §9: 10). */
  readonly limit?: number;
}

// While the text changes the previous hits stay until the new ones arrive (no flicker).
const SEARCH_CONFIG = { keepPreviousData: true } as const;

function toState<T>(skip: boolean, swr: SWRResponse<ListPage<T>, ApiError>): SearchState<T> {
  return {
    results: skip ? NO_ITEMS : (swr.data?.data ?? NO_ITEMS),
    total: skip ? undefined : swr.data?.meta.total,
    isLoading: !skip && swr.isLoading,
    isValidating: !skip && swr.isValidating,
    error: skip ? undefined : swr.error,
  };
}

/**
 * The header's global search: `useGlobalSearch(text, { app: 'agency', type: 'brand' })`. Blank
 * text makes no call; debouncing the text (spec §9: 200 ms) is the caller's.
 */
export function useGlobalSearch(
  text: string,
  options: GlobalSearchOptions,
): SearchState<SearchResult> {
  const { app, type, limit = DROPDOWN_RESULT_LIMIT } = options;
  const payload = buildSearchPayload(app, text, type);
  const skip = payload.s === '';
  const agency = useQuery(
    searchNavigation,
    skip || app !== 'agency' ? null : { query: { ...payload, limit } },
    SEARCH_CONFIG,
  );
  const brand = useQuery(
    searchBrandNavigation,
    skip || app !== 'brand' ? null : { query: { s: payload.s } },
    SEARCH_CONFIG,
  );
  return toState(skip, app === 'agency' ? agency : brand);
}

/**
 * Users by name or email (impersonate modal, thread subscriptions), agency staff only:
 * `useUserSearch(text, { business_role: ['ops'] })`. Blank text makes no call.
 */
export function useUserSearch(
  text: string,
  query?: Omit<UserSearchQuery, 's' | 'cursor'>,
): SearchState<UserSummary> {
  const s = text.trim();
  const skip = s === '';
  const swr = useQuery(searchUsers, skip ? null : { query: { ...query, s } }, SEARCH_CONFIG);
  return toState(skip, swr);
}
