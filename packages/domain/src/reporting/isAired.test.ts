import { describe, expect, it } from 'vitest';
import { isAired } from './isAired.ts';

describe('isAired', () => {
  it.each([
    ['2026-11-12', true],
    [null, false],
  ])('an event aired on %s: %s', (aired_date, aired) => {
    expect(isAired({ aired_date })).toBe(aired);
  });
});
