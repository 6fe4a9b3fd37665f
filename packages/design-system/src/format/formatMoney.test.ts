import { describe, expect, it } from 'vitest';
import { formatMoney } from './formatMoney.ts';

describe('formatMoney', () => {
  it.each([
    [0, '$0'],
    [5, '$5'],
    [999, '$999'],
    [1234, '$1,234'],
    [1234.5, '$1,235'],
    [1234567.89, '$1,234,568'],
    [-1234, '-$1,234'],
    [-0.4, '$0'],
    ['2500.75', '$2,501'],
  ])('shows %s as %s, whole dollars by default', (value, expected) => {
    expect(formatMoney(value)).toBe(expected);
  });

  it.each([
    [1234.5, 2, '$1,234.50'],
    [0.5, 2, '$0.50'],
    [19.999, 2, '$20.00'],
  ])('shows %s with %i decimals as %s', (value, decimals, expected) => {
    expect(formatMoney(value, { decimals })).toBe(expected);
  });

  it.each([
    [999, '$999'],
    [999.4, '$999'],
    [999.5, '$1.0K'],
    [1000, '$1.0K'],
    [1234, '$1.2K'],
    [1250, '$1.3K'],
    [999_949, '$999.9K'],
    [999_960, '$1.0M'],
    [1_000_000, '$1.0M'],
    [2_345_678, '$2.3M'],
    [999_999_999, '$1.0B'],
    [1_000_000_000, '$1.0B'],
    [12_345_678_901, '$12.3B'],
    [1_234_567_890_123, '$1,234.6B'],
    [-1234, '-$1.2K'],
    [-2_500_000, '-$2.5M'],
  ])('abbreviates %s as %s', (value, expected) => {
    expect(formatMoney(value, { compact: true })).toBe(expected);
  });

  it.each([
    ['brand', 1234, '$1,234 (b)'],
    ['creator', 1234, '$1,234 (c)'],
    ['brand', 1_500_000, '$1.5M (b)'],
  ] as const)('marks %s amounts: %s is %s', (party, value, expected) => {
    expect(formatMoney(value, { party, compact: value > 999_999 })).toBe(expected);
  });

  it.each([[null], [undefined], [Number.NaN], [Number.POSITIVE_INFINITY], [''], ['   '], ['abc']])(
    'shows an em dash for the empty value %s, without a party marker',
    (value) => {
      expect(formatMoney(value)).toBe('—');
      expect(formatMoney(value, { party: 'brand', compact: true })).toBe('—');
    },
  );
});
