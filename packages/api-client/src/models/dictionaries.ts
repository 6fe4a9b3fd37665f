import type { Category, Country, Industry, Language } from '@airtime/domain';
import * as v from 'valibot';
import { defineModel } from '../decode/defineModel.ts';

const named = { id: v.number(), name: v.string() };

export const countryModel = /* @__PURE__ */ defineModel<Country>()({
  name: 'country',
  schema: v.looseObject({ ...named, code: v.string() }),
});

export const categoryModel = /* @__PURE__ */ defineModel<Category>()({
  name: 'category',
  schema: v.looseObject(named),
});

export const industryModel = /* @__PURE__ */ defineModel<Industry>()({
  name: 'industry',
  schema: v.looseObject(named),
});

export const languageModel = /* @__PURE__ */ defineModel<Language>()({
  name: 'language',
  schema: v.looseObject({ ...named, code: v.string() }),
});
