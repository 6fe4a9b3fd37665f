import { describe, expect, it } from 'vitest';
import { createTemporaryId } from './createTemporaryId.ts';
import { isTemporaryId } from './isTemporaryId.ts';

// 2024-03-10T12:00:00.000Z
const NOW = 1_710_072_000_000;

describe('createTemporaryId', () => {
  it.each([
    ['a current time', NOW, 9_005_489_182_740_991],
    ['one millisecond later, one less', NOW + 1, 9_005_489_182_740_990],
    ['the epoch, the base itself', 0, 9_007_199_254_740_991],
    ['a fractional time, cut to whole milliseconds', NOW + 0.9, 9_005_489_182_740_991],
    ['a time before the epoch, as the epoch', -1000, 9_007_199_254_740_991],
    ['NaN, as the epoch', Number.NaN, 9_007_199_254_740_991],
    ['Infinity, as the epoch', Number.POSITIVE_INFINITY, 9_007_199_254_740_991],
    ['the latest time kept exact', 2 ** 52 - 1, 2 ** 52],
    ['a time past it, at the minimum', 2 ** 52 + 5, 2 ** 52],
  ])('gives %s', (_name, now, expected) => {
    const id = createTemporaryId(now);
    expect(id).toBe(expected);
    expect(isTemporaryId(id)).toBe(true);
  });
});
