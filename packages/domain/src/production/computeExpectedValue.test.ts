import { describe, expect, it } from 'vitest';
import { computeExpectedValue } from './computeExpectedValue.ts';
import type { Projection } from './projections.ts';

describe('computeExpectedValue', () => {
  it.each<[number, Projection, number]>([
    [1000, 'failed', 0],
    [1000, 'low', 100],
    [1000, 'medium', 500],
    [1000, 'high', 900],
    [1000, 'happened', 1000],
    [0, 'happened', 0],
    [333, 'low', 33.3],
    [12.345, 'happened', 12.35],
    [2500.5, 'medium', 1250.25],
    [1, 'high', 0.9],
    [3, 'low', 0.3],
  ])('rate %d at %s -> %d', (rate, projection, expected) => {
    expect(computeExpectedValue(rate, projection)).toBe(expected);
  });
});
