import { describe, expect, it } from 'vitest';
import { hasRole } from './hasRole.ts';
import type { Role } from './roles.ts';

describe('hasRole', () => {
  it.each<[readonly string[], Role, boolean]>([
    [[], 'Super Admin', false],
    [['Super Admin'], 'Super Admin', true],
    [['Administrator', 'Read Only'], 'Read Only', true],
    [['Administrator'], 'Super Admin', false],
    [['super admin'], 'Super Admin', false],
    [['Unknown Role'], 'Prospecting', false],
    [['Unknown Role', 'Prospecting'], 'Prospecting', true],
  ])('%j has %s → %s', (roles, role, expected) => {
    expect(hasRole({ roles }, role)).toBe(expected);
  });
});
