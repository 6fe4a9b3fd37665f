import { describe, expect, it } from 'vitest';
import { PROFILE_CACHE_MS } from '../constants/cacheDurations.ts';
import { isProfileFresh } from './isProfileFresh.ts';

const now = 1_800_000_000_000;

describe('isProfileFresh', () => {
  it.each([
    ['never fetched', null, false],
    ['fetched just now', now, true],
    ['fetched a minute ago', now - 60_000, true],
    ['one millisecond short of 5 minutes', now - PROFILE_CACHE_MS + 1, true],
    ['exactly 5 minutes ago', now - PROFILE_CACHE_MS, false],
    ['an hour ago', now - 3_600_000, false],
    ['in the future (clock moved back)', now + 1000, false],
    ['not a number', Number.NaN, false],
  ])('%s → %s', (_case, fetchedAt, expected) => {
    expect(isProfileFresh(fetchedAt, now)).toBe(expected);
  });
});
