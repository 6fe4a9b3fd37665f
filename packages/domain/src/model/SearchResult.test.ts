import { describe, expect, it } from 'vitest';
import {
  SEARCH_MATCH_FIELDS,
  SEARCH_RESULT_TYPE_TITLES,
  SEARCH_RESULT_TYPES,
} from './SearchResult.ts';

describe('search result constants', () => {
  it.each([
    ['SEARCH_RESULT_TYPES', SEARCH_RESULT_TYPES, ['agency', 'brand', 'creator', 'channel']],
    [
      'SEARCH_RESULT_TYPE_TITLES',
      SEARCH_RESULT_TYPE_TITLES,
      { agency: 'Agency', brand: 'Brand', creator: 'Creator', channel: 'Channel' },
    ],
    ['SEARCH_MATCH_FIELDS', SEARCH_MATCH_FIELDS, ['name', 'contact_email']],
  ])('pins %s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});
