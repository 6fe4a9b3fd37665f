import { describe, expect, it } from 'vitest';
import { isBooked } from './isBooked.ts';

describe('isBooked', () => {
  it.each([
    [3, true],
    [null, false],
  ])('an event of brand %s: %s', (brand_id, booked) => {
    expect(isBooked({ brand_id })).toBe(booked);
  });
});
