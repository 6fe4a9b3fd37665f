import { describe, expect, it } from 'vitest';
import type { AppType } from './appTypes.ts';
import { canOpenApp } from './canOpenApp.ts';

describe('canOpenApp', () => {
  it.each<[string, AppType, boolean]>([
    ['ops', 'agency', true],
    ['ops', 'brand', true],
    ['ops', 'creator', true],
    ['brand', 'brand', true],
    ['brand', 'agency', false],
    ['brand', 'creator', false],
    ['creator', 'creator', true],
    ['creator', 'agency', false],
    ['creator', 'brand', false],
    ['something-else', 'creator', true],
    ['something-else', 'agency', false],
    ['', 'brand', false],
  ])('business role %j opening %s → %s', (businessRole, appType, expected) => {
    expect(canOpenApp({ business_role: businessRole }, appType)).toBe(expected);
  });
});
