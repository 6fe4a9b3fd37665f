import type { Category, Country, Industry, Language } from '@airtime/domain';
import { type ListSpec, paginate, readListQuery, toListResponse } from '../http/listing.ts';
import { readFilters } from '../http/query.ts';
import { json } from '../http/responses.ts';
import { anyRoute, defineRoute } from '../http/route.ts';
import { v } from '../http/validate.ts';
import type { Store } from '../store/createStore.ts';

// The dictionaries (spec §7): countries, categories, industries and languages, for every
// signed-in user (forms of all three apps pick from them). Fixed lists, the same in every seed;
// one page holds a whole list by default.

type DictionaryRow = Country | Category | Industry | Language;

const DICTIONARY_LIST: ListSpec<DictionaryRow> = {
  sorts: { name: (row) => row.name, id: (row) => row.id },
  defaultSort: 'name',
  defaultPerPage: 100,
  maxPerPage: 500,
};

const dictionaryFilters = {
  s: v.string({ max: 255 }),
  ids: v.list(v.id(), { max: 500 }),
  code: v.list(v.string({ max: 8 }), { max: 100 }),
};

function dictionaryRoute(
  path: '/api/countries' | '/api/categories' | '/api/industries' | '/api/languages',
  rows: (store: Store) => readonly DictionaryRow[],
) {
  return defineRoute({
    method: 'GET',
    path,
    handle({ store, query }) {
      const filters = readFilters(query, dictionaryFilters);
      const needle = filters.s?.toLowerCase();
      const ids = filters.ids === undefined ? undefined : new Set(filters.ids);
      const codes = filters.code?.map((code) => code.toLowerCase());
      const matching = rows(store).filter(
        (row) =>
          (ids === undefined || ids.has(row.id)) &&
          (codes === undefined || ('code' in row && codes.includes(row.code.toLowerCase()))) &&
          (needle === undefined ||
            row.name.toLowerCase().includes(needle) ||
            ('code' in row && row.code.toLowerCase() === needle)),
      );
      const page = paginate(matching, readListQuery(query, DICTIONARY_LIST), DICTIONARY_LIST);
      return json(toListResponse(page, (row) => row));
    },
  });
}

export const dictionaryRoutes = [
  dictionaryRoute('/api/countries', (store) => store.countries.all()),
  dictionaryRoute('/api/categories', (store) => store.categories.all()),
  dictionaryRoute('/api/industries', (store) => store.industries.all()),
  dictionaryRoute('/api/languages', (store) => store.languages.all()),
].map(anyRoute);
