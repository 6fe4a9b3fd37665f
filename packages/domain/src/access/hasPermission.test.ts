import { describe, expect, it } from 'vitest';
import { hasPermission } from './hasPermission.ts';
import type { Permission } from './permissions.ts';

describe('hasPermission', () => {
  it.each<[readonly string[], Permission, boolean]>([
    [[], 'view_accounting', false],
    [['view_accounting'], 'view_accounting', true],
    [['view_accounting.invoices'], 'view_accounting', false],
    [['view_accounting'], 'view_accounting.invoices', false],
    [['VIEW_TRAFFIC'], 'view_traffic', false],
    [['something_new', 'view_traffic'], 'view_traffic', true],
  ])('%j has %s → %s', (permissions, permission, expected) => {
    expect(hasPermission({ permissions }, permission)).toBe(expected);
  });
});
