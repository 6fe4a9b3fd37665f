import { describe, expect, it } from 'vitest';
import { isProjection, PROJECTION_TITLES, PROJECTION_WEIGHTS, PROJECTIONS } from './projections.ts';

describe('PROJECTIONS', () => {
  it('lists projections from worst to best', () => {
    expect(PROJECTIONS).toEqual(['failed', 'low', 'medium', 'high', 'happened']);
  });
});

describe('PROJECTION_TITLES', () => {
  it('pins every title, in list order', () => {
    expect(Object.entries(PROJECTION_TITLES)).toEqual([
      ['failed', 'Failed'],
      ['low', 'Low'],
      ['medium', 'Medium'],
      ['high', 'High'],
      ['happened', 'Happened'],
    ]);
  });
});

describe('PROJECTION_WEIGHTS', () => {
  it('pins every weight, in list order', () => {
    expect(Object.entries(PROJECTION_WEIGHTS)).toEqual([
      ['failed', 0],
      ['low', 0.1],
      ['medium', 0.5],
      ['high', 0.9],
      ['happened', 1],
    ]);
  });
});

describe('isProjection', () => {
  it.each([
    ['failed', true],
    ['happened', true],
    ['likely', false],
    ['High', false],
    ['', false],
    [null, false],
    [undefined, false],
    [0.5, false],
  ])('%j -> %s', (value, expected) => {
    expect(isProjection(value)).toBe(expected);
  });
});
