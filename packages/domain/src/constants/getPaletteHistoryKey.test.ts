import { describe, expect, it } from 'vitest';
import { getPaletteHistoryKey } from './getPaletteHistoryKey.ts';

describe('getPaletteHistoryKey', () => {
  it.each([
    [42, 'airtime:command-palette:42'],
    [1, 'airtime:command-palette:1'],
    [0, 'airtime:command-palette:0'],
  ])('user %j has key %s', (userId, expected) => {
    expect(getPaletteHistoryKey(userId)).toBe(expected);
  });
});
