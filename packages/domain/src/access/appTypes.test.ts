import { describe, expect, it } from 'vitest';
import { APP_TYPES, isAppType } from './appTypes.ts';

describe('APP_TYPES', () => {
  it('lists the three app areas in order', () => {
    expect(APP_TYPES).toEqual(['agency', 'brand', 'creator']);
  });
});

describe('isAppType', () => {
  it.each([
    ['agency', true],
    ['brand', true],
    ['creator', true],
    ['Agency', false],
    ['ops', false],
    ['', false],
    [' brand', false],
    [null, false],
    [undefined, false],
    [1, false],
  ])('%j → %s', (value, expected) => {
    expect(isAppType(value)).toBe(expected);
  });
});
