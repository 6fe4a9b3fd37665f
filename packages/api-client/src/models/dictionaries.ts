import type { Category, Country, Industry, Language } from '@airtime/domain';
import * as v from 'valibot';
import { defineModel } from '../decode/defineModel.ts';

const named = { id: v.number(), name: v.string() };

export const countryModel = defineModel<Country>()({
  name: 'country',
  schema: v.looseObject({ ...named, code: v.string() }),
});

export const categoryModel = defineModel<Category>()({
  name: 'category',
  schema: v.looseObject(named),
});

export const industryModel = defineModel<Industry>()({
  name: 'industry',
  schema: v.looseObject(named),
});

export const languageModel = defineModel<Language>()({
  name: 'language',
  schema: v.looseObject({ ...named, code: v.string() }),
});
