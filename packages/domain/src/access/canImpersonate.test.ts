import { describe, expect, it } from 'vitest';
import { canImpersonate } from './canImpersonate.ts';

describe('canImpersonate', () => {
  it.each([
    [true, false, true],
    [true, true, false],
    [false, false, false],
    [false, true, false],
  ])('can_impersonate %s, is_impersonating %s → %s', (canFlag, isImpersonating, expected) => {
    expect(canImpersonate({ can_impersonate: canFlag, is_impersonating: isImpersonating })).toBe(
      expected,
    );
  });
});
