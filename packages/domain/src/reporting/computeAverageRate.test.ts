import { describe, expect, it } from 'vitest';
import { computeAverageRate } from './computeAverageRate.ts';

describe('computeAverageRate', () => {
  it.each([
    [4000, 2, 2000],
    [1000, 1, 1000],
    [1000, 3, 333],
    [2000, 3, 667],
    [0, 2, 0],
    [0, 0, null],
  ])('$%i over %i rated events averages %s', (spend, rated, average) => {
    expect(computeAverageRate(spend, rated)).toBe(average);
  });
});
