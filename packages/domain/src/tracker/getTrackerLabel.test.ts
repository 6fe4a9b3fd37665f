import { describe, expect, it } from 'vitest';
import { getTrackerLabel } from './getTrackerLabel.ts';

describe('getTrackerLabel', () => {
  it.each([
    ['landing', 'Landing Page'],
    ['promo_link', 'Promo Link'],
  ])('%s -> %s', (type, label) => {
    expect(getTrackerLabel(type)).toBe(label);
  });

  it.each([
    ['coupon', 'Unknown tracker type: "coupon"'],
    ['Landing', 'Unknown tracker type: "Landing"'],
    ['', 'Unknown tracker type: ""'],
    ['toString', 'Unknown tracker type: "toString"'],
  ])('throws naming the unknown type %j', (type, message) => {
    expect(() => getTrackerLabel(type)).toThrow(new Error(message));
  });
});
