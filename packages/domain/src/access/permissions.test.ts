import { describe, expect, it } from 'vitest';
import { isPermission, PERMISSIONS } from './permissions.ts';

describe('PERMISSIONS', () => {
  it('lists the permissions of spec §6', () => {
    expect(PERMISSIONS).toEqual([
      'view_accounting',
      'view_brands.revenue',
      'view_accounting.invoices',
      'view_publishers.revenue',
      'view_accounting.publisher_payouts',
      'view_prospects',
      'view_traffic',
    ]);
  });
});

describe('isPermission', () => {
  it.each([
    ['view_accounting', true],
    ['view_traffic', true],
    ['view_accounting.publisher_payouts', true],
    ['VIEW_ACCOUNTING', false],
    ['view_accounting.', false],
    ['edit_brands', false],
    ['', false],
    [null, false],
    [42, false],
  ])('%j → %s', (value, expected) => {
    expect(isPermission(value)).toBe(expected);
  });
});
