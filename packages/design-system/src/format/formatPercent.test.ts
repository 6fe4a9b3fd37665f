import { describe, expect, it } from 'vitest';
import { formatPercent } from './formatPercent.ts';

describe('formatPercent', () => {
  it.each([
    [0, {}, '0%'],
    [0.123, {}, '12%'],
    [0.1256, { decimals: 1 }, '12.6%'],
    [1, {}, '100%'],
    [1.5, {}, '150%'],
    [-0.05, {}, '-5%'],
    [12.5, { scale: 'percent', decimals: 1 }, '12.5%'],
    [0.042, { signed: true }, '+4%'],
    [-0.042, { signed: true }, '-4%'],
    [0, { signed: true }, '0%'],
    ['0.25', {}, '25%'],
  ] as const)('shows %s with %o as %s', (value, options, expected) => {
    expect(formatPercent(value, options)).toBe(expected);
  });

  it.each([[null], [undefined], [Number.NaN]])('shows an em dash for %s', (value) => {
    expect(formatPercent(value)).toBe('—');
  });
});
