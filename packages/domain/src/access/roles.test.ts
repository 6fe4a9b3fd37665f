import { describe, expect, it } from 'vitest';
import { isRole, ROLES } from './roles.ts';

describe('ROLES', () => {
  it('lists the named roles', () => {
    expect(ROLES).toEqual(['Super Admin', 'Administrator', 'Prospecting', 'Read Only']);
  });
});

describe('isRole', () => {
  it.each([
    ['Super Admin', true],
    ['Administrator', true],
    ['Prospecting', true],
    ['Read Only', true],
    ['super admin', false],
    ['Editor', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (value, expected) => {
    expect(isRole(value)).toBe(expected);
  });
});
