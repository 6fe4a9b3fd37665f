import { describe, expect, it } from 'vitest';
import {
  RECENT_SEARCHES_LIMIT,
  SEARCH_APPS,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MAX_WAIT_MS,
  SEARCH_TYPES_BY_APP,
} from './searchConstants.ts';

describe('search constants', () => {
  it.each([
    ['SEARCH_APPS', SEARCH_APPS, ['agency', 'brand']],
    [
      'SEARCH_TYPES_BY_APP',
      SEARCH_TYPES_BY_APP,
      { agency: ['agency', 'brand', 'creator', 'channel'], brand: ['creator', 'channel'] },
    ],
    ['SEARCH_DEBOUNCE_MS', SEARCH_DEBOUNCE_MS, 200],
    ['SEARCH_MAX_WAIT_MS', SEARCH_MAX_WAIT_MS, 3000],
    ['RECENT_SEARCHES_LIMIT', RECENT_SEARCHES_LIMIT, 5],
  ])('pins %s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});
