import { describe, expect, it } from 'vitest';
import { formatNumber } from './formatNumber.ts';

describe('formatNumber', () => {
  it.each([
    [0, '0'],
    [42, '42'],
    [1234, '1,234'],
    [1234.56, '1,235'],
    [-9876543, '-9,876,543'],
    ['1500', '1,500'],
  ])('shows %s as %s', (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });

  it('shows decimals when asked', () => {
    expect(formatNumber(1234.5, { decimals: 1 })).toBe('1,234.5');
    expect(formatNumber(3, { decimals: 2 })).toBe('3.00');
  });

  it.each([
    [999, '999'],
    [1000, '1.0K'],
    [15_300, '15.3K'],
    [999_999, '1.0M'],
    [1_000_001, '1.0M'],
    [45_600_000, '45.6M'],
    [1_000_000_000, '1.0B'],
    [-15_300, '-15.3K'],
  ])('abbreviates %s as %s', (value, expected) => {
    expect(formatNumber(value, { compact: true })).toBe(expected);
  });

  it.each([[null], [undefined], [Number.NaN], ['n/a']])('shows an em dash for %s', (value) => {
    expect(formatNumber(value)).toBe('—');
    expect(formatNumber(value, { compact: true })).toBe('—');
  });
});
