import { describe, expect, it } from 'vitest';
import { getAppHome } from './getAppHome.ts';

describe('getAppHome', () => {
  it.each([
    ['agency', '/agency/home'],
    ['brand', '/brand/home'],
    ['creator', '/creator/home'],
  ] as const)('%s → %s', (appType, expected) => {
    expect(getAppHome(appType)).toBe(expected);
  });
});
