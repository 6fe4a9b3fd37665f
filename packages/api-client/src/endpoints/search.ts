import type { SearchResultType } from '@airtime/domain';
import { list } from '../decode/decoders.ts';
import { searchResultModel } from '../models/searchResult.ts';
import { userSummaryModel } from '../models/user.ts';
import { defineCall } from './defineCall.ts';

// The global searches and the user search (spec §7 'Messaging and users'; paths chosen in the mock
// README). Results come best first (whole name, start, word start, anywhere), at most `limit` per
// type, with every matched run in `matches_position`. Build the global query with the domain's
// buildSearchPayload.

/** The agency's search: agencies, brands, creators and channels, or one of them. */
export interface NavigationSearchQuery {
  /** The text; an empty one finds nothing. */
  readonly s: string;
  /** One type to keep. */
  readonly search_by?: readonly [SearchResultType];
  /** Results per type, 1 to 50, default 10. */
  readonly limit?: number;
}

/** The brand's search: creators and channels. */
export interface BrandNavigationSearchQuery {
  readonly s: string;
  /** Results per type, 1 to 50, default 10. */
  readonly limit?: number;
}

/** Sort of the user search. */
export type UserSearchSort = 'name' | '-name' | 'email' | '-email' | 'id' | '-id';

/** Users by name or email (impersonate modal, thread subscriptions); agency staff only. */
export interface UserSearchQuery {
  /** Part of 'firstname lastname' or of the email, any case. */
  readonly s?: string;
  /** 'ops', 'brand', 'creator', ... */
  readonly business_role?: readonly string[];
  readonly ids?: readonly number[];
  /** Default 'name'. */
  readonly sort?: UserSearchSort;
  /** 1 to 50, default 10. */
  readonly per_page?: number;
  readonly cursor?: string;
}

/** GET /api/navigation-search: the agency's global search (one page, no cursor). */
export const searchNavigation = /* @__PURE__ */ defineCall<NavigationSearchQuery>()({
  method: 'GET',
  path: '/api/navigation-search',
  decode: list(searchResultModel),
});

/** GET /api/brand/navigation-search: the brand app's global search (one page, no cursor). */
export const searchBrandNavigation = /* @__PURE__ */ defineCall<BrandNavigationSearchQuery>()({
  method: 'GET',
  path: '/api/brand/navigation-search',
  decode: list(searchResultModel),
});

/** GET /api/user-search: a page of users. */
export const searchUsers = /* @__PURE__ */ defineCall<UserSearchQuery>()({
  method: 'GET',
  path: '/api/user-search',
  decode: list(userSummaryModel),
});
