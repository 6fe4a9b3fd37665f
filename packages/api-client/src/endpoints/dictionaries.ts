import { many } from '../decode/decoders.ts';
import {
  categoryModel,
  countryModel,
  industryModel,
  languageModel,
} from '../models/dictionaries.ts';
import { defineCall } from './defineCall.ts';

export const listCountries = defineCall()({
  method: 'GET',
  path: '/api/countries',
  decode: many(countryModel),
});
export const listCategories = defineCall()({
  method: 'GET',
  path: '/api/categories',
  decode: many(categoryModel),
});
export const listIndustries = defineCall()({
  method: 'GET',
  path: '/api/industries',
  decode: many(industryModel),
});
export const listLanguages = defineCall()({
  method: 'GET',
  path: '/api/languages',
  decode: many(languageModel),
});
