import { describe, expect, it } from 'vitest';
import { computeCpm } from './computeCpm.ts';

describe('computeCpm', () => {
  it.each([
    [1000, 100_000, 10],
    [4000, 100_000, 40],
    [1600, 80_000, 20],
    [0, 1000, 0],
    [0, 0, null],
    [500, 0, null],
  ])('CPM of $%i over %i views is %s', (spend, views, cpm) => {
    expect(computeCpm(spend, views)).toBe(cpm);
  });
});
