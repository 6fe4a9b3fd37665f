import { describe, expect, it } from 'vitest';
import { computeRoas } from './computeRoas.ts';

describe('computeRoas', () => {
  it.each([
    [900, 1600, 0.5625],
    [3000, 1000, 3],
    [0, 1000, 0],
    [900, 0, null],
    [0, 0, null],
  ])('$%i revenue on $%i spend is a ROAS of %s', (revenue, spend, roas) => {
    expect(computeRoas(revenue, spend)).toBe(roas);
  });
});
