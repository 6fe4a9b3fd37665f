import { describe, expect, it } from 'vitest';
import { roundToCents } from './roundToCents.ts';

describe('roundToCents', () => {
  it.each([
    [333 * 0.1, 33.3],
    [0.1 + 0.2, 0.3],
    [12.345, 12.35],
    [12.344, 12.34],
    [1000, 1000],
    [0, 0],
    [-2.5, -2.5],
  ])('%d → %d', (value, expected) => {
    expect(roundToCents(value)).toBe(expected);
  });
});
