import { describe, expect, it } from 'vitest';
import { computeCostPerConversion } from './computeCostPerConversion.ts';

describe('computeCostPerConversion', () => {
  it.each([
    [1600, 4, 400],
    [1000, 3, 1000 / 3],
    [0, 5, 0],
    [1600, 0, null],
    [0, 0, null],
  ])('$%i over %i conversions is %s each', (spend, conversions, cost) => {
    expect(computeCostPerConversion(spend, conversions)).toBe(cost);
  });
});
