import { describe, expect, it } from 'vitest';
import { isTemporaryId } from './isTemporaryId.ts';

describe('isTemporaryId', () => {
  it.each([
    ['a first real id', 1, false],
    ['a large real id', 2_147_483_647, false],
    ['a huge real id', 1_000_000_000_000, false],
    ['zero', 0, false],
    ['a negative id', -5, false],
    ['just below the minimum', 2 ** 52 - 1, false],
    ['the minimum', 2 ** 52, true],
    ['a temporary id of today', 9_005_489_182_740_991, true],
    ['the base', Number.MAX_SAFE_INTEGER, true],
    ['past the base', Number.MAX_SAFE_INTEGER + 1, false],
    ['a fraction', 12.5, false],
    ['NaN', Number.NaN, false],
    ['Infinity', Number.POSITIVE_INFINITY, false],
  ])('%s (%d) is %s', (_name, id, expected) => {
    expect(isTemporaryId(id)).toBe(expected);
  });
});
