import { many } from '../decode/decoders.ts';
import {
  categoryModel,
  countryModel,
  industryModel,
  languageModel,
} from '../models/dictionaries.ts';
import { defineCall } from './defineCall.ts';

// The dictionaries (spec §7 'GET /api/countries, /api/categories, /api/industries,
// /api/languages'): fixed lists for every signed-in user. The answers are list envelopes; the
// calls keep only the rows, so ask for a page that holds the whole list (DICTIONARY_PAGE_SIZE).

/** The largest page the dictionaries give: every list fits in one. */
export const DICTIONARY_PAGE_SIZE = 500;

export type DictionarySortField = 'name' | 'id';
export type DictionarySort = DictionarySortField | `-${DictionarySortField}`;

export interface DictionaryQuery {
  /** Text in the name, or the exact code (countries, languages). */
  readonly s?: string;
  readonly ids?: readonly number[];
  /** Country or language codes, any case. */
  readonly code?: string | readonly string[];
  /** Default `name`. */
  readonly sort?: DictionarySort;
  /** 1 to 500, default 100. */
  readonly per_page?: number;
}

export const listCountries = /* @__PURE__ */ defineCall<DictionaryQuery>()({
  method: 'GET',
  path: '/api/countries',
  decode: many(countryModel),
});
export const listCategories = /* @__PURE__ */ defineCall<DictionaryQuery>()({
  method: 'GET',
  path: '/api/categories',
  decode: many(categoryModel),
});
export const listIndustries = /* @__PURE__ */ defineCall<DictionaryQuery>()({
  method: 'GET',
  path: '/api/industries',
  decode: many(industryModel),
});
export const listLanguages = /* @__PURE__ */ defineCall<DictionaryQuery>()({
  method: 'GET',
  path: '/api/languages',
  decode: many(languageModel),
});
