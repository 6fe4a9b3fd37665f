import { describe, expect, it } from 'vitest';
import { PROFILE_CACHE_MS, VISITOR_IP_CACHE_MS } from './cacheDurations.ts';

describe('cache durations', () => {
  it.each([
    ['PROFILE_CACHE_MS is 5 minutes', PROFILE_CACHE_MS, 300_000],
    ['VISITOR_IP_CACHE_MS is 7 days', VISITOR_IP_CACHE_MS, 604_800_000],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});
