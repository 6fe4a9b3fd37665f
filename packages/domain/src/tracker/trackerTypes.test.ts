import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Tracker } from '../model/Tracker.ts';
import {
  isTrackerType,
  TRACKER_TYPE_TITLES,
  TRACKER_TYPES,
  type TrackerType,
} from './trackerTypes.ts';

describe('TRACKER_TYPES', () => {
  it('lists both tracker types in order', () => {
    expect(TRACKER_TYPES).toEqual(['landing', 'promo_link']);
  });

  it('matches the discriminant of the Tracker model', () => {
    expectTypeOf<Tracker['type']>().toEqualTypeOf<TrackerType>();
  });
});

describe('TRACKER_TYPE_TITLES', () => {
  it('pins every title, in list order', () => {
    expect(Object.entries(TRACKER_TYPE_TITLES)).toEqual([
      ['landing', 'Landing Page'],
      ['promo_link', 'Promo Link'],
    ]);
  });
});

describe('isTrackerType', () => {
  it.each([
    ['landing', true],
    ['promo_link', true],
    ['promo-link', false],
    ['Landing', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j -> %s', (value, expected) => {
    expect(isTrackerType(value)).toBe(expected);
  });
});
