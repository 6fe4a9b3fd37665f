import { SEARCH_TYPES_BY_APP } from '@airtime/domain';
import { agencyOnly, agencyOrBrand } from '../auth/access.ts';
import { readFilters } from '../http/query.ts';
import { json } from '../http/responses.ts';
import { anyRoute, defineRoute } from '../http/route.ts';
import { v } from '../http/validate.ts';
import { navigationSearch } from '../search/navigationSearch.ts';

// The global searches (spec §7 'GET /api/navigation-search, /api/brand/navigation-search'):
// `s` is the text; the agency search takes `search_by` (one type) to narrow it.

const DEFAULT_LIMIT = 10;

export const searchRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/navigation-search',
    access: agencyOnly,
    handle({ store, query }) {
      const filters = readFilters(query, {
        s: v.string({ max: 255 }),
        search_by: v.list(v.oneOf(SEARCH_TYPES_BY_APP.agency), { max: 1 }),
        limit: v.integer({ min: 1, max: 50 }),
      });
      const types = filters.search_by?.length ? filters.search_by : SEARCH_TYPES_BY_APP.agency;
      const limit = filters.limit ?? DEFAULT_LIMIT;
      const { results, total } = navigationSearch(store, filters.s ?? '', types, limit);
      return json({
        data: results,
        included: {},
        meta: { per_page: limit, total },
        links: { next: null, prev: null },
      });
    },
  }),

  defineRoute({
    method: 'GET',
    path: '/api/brand/navigation-search',
    access: agencyOrBrand,
    handle({ store, query }) {
      const filters = readFilters(query, {
        s: v.string({ max: 255 }),
        limit: v.integer({ min: 1, max: 50 }),
      });
      const limit = filters.limit ?? DEFAULT_LIMIT;
      const { results, total } = navigationSearch(
        store,
        filters.s ?? '',
        SEARCH_TYPES_BY_APP.brand,
        limit,
      );
      return json({
        data: results,
        included: {},
        meta: { per_page: limit, total },
        links: { next: null, prev: null },
      });
    },
  }),
].map(anyRoute);
