import { describe, expect, it } from 'vitest';
import { formatBadgeCount } from './formatBadgeCount.ts';

describe('formatBadgeCount', () => {
  it.each([
    [1, 99, false, '1'],
    [42, 99, false, '42'],
    [99, 99, false, '99'],
    [100, 99, false, '99+'],
    [12_345, 99, false, '99+'],
    [1000, 999, false, '999+'],
    [1500, 9999, false, '1,500'],
    [12_000, 9999, false, '9,999+'],
    [3.7, 99, false, '3'],
    [0, 99, false, null],
    [0, 99, true, '0'],
    [0.4, 99, false, null],
    [-2, 99, true, null],
    [Number.NaN, 99, true, null],
    [Number.POSITIVE_INFINITY, 99, false, null],
  ])('%d (max %d, showZero %s) shows %j', (count, max, showZero, expected) => {
    expect(formatBadgeCount(count, max, showZero)).toBe(expected);
  });

  it('defaults to a max of 99 and hides zero', () => {
    expect(formatBadgeCount(100)).toBe('99+');
    expect(formatBadgeCount(0)).toBeNull();
  });
});
