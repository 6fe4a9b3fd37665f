import { describe, expect, it } from 'vitest';
import { getValueScaleTicks } from './valueTicks.ts';

describe('getValueScaleTicks', () => {
  it.each<[number[], number, boolean, [number, number], number[]]>([
    // Starts at zero and ends on a nice number above the largest value.
    [[12, 48, 33], 5, true, [0, 50], [0, 10, 20, 30, 40, 50]],
    [[48250, 61200, 57900], 4, true, [0, 80000], [0, 20000, 40000, 60000, 80000]],
    // Small counts: no half-events on the axis.
    [[1, 3, 2], 5, true, [0, 3], [0, 1, 2, 3]],
    // Ratios keep their fractions.
    [[0.12, 0.4], 4, false, [0, 0.4], [0, 0.1, 0.2, 0.3, 0.4]],
    // Negative values extend the domain below zero.
    [[-20, 45], 4, true, [-20, 60], [-20, 0, 20, 40, 60]],
    // Nothing but zeros (or nothing at all) still draws an axis.
    [[0, 0], 4, false, [0, 1], [0, 0.2, 0.4, 0.6, 0.8, 1]],
    [[], 4, true, [0, 1], [0, 1]],
    // Gaps (NaN) are ignored.
    [[Number.NaN, 8], 4, true, [0, 8], [0, 2, 4, 6, 8]],
  ])('getValueScaleTicks(%j, %i, whole %s)', (values, count, whole, domain, ticks) => {
    expect(getValueScaleTicks(values, count, whole)).toEqual({ domain, ticks });
  });
});
