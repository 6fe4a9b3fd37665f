import { describe, expect, it } from 'vitest';
import { getRecentSearchesKey } from './getRecentSearchesKey.ts';
import type { SearchApp } from './searchConstants.ts';

describe('getRecentSearchesKey', () => {
  it.each<[SearchApp, string]>([
    ['agency', 'airtime:recent-searches:agency'],
    ['brand', 'airtime:recent-searches:brand'],
  ])('the %s app keeps recent searches under %s', (app, expected) => {
    expect(getRecentSearchesKey(app)).toBe(expected);
  });
});
