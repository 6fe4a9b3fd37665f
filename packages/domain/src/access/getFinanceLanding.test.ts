import { describe, expect, it } from 'vitest';
import type { UserProfile } from '../model/UserProfile.ts';
import { getFinanceLanding } from './getFinanceLanding.ts';
import { PERSONAS } from './personas.fixtures.ts';

type Profile = Pick<UserProfile, 'business_role' | 'roles' | 'permissions'>;

const ops = (roles: readonly string[], permissions: readonly string[]): Profile => ({
  business_role: 'ops',
  roles,
  permissions,
});

describe('getFinanceLanding', () => {
  it.each<[string, Profile, string]>([
    ['superadmin', PERSONAS.superadmin, '/agency/accounting/brand-revenue'],
    ['admin', PERSONAS.admin, '/agency/accounting/brand-revenue'],
    ['verify', PERSONAS.verify, '/agency/accounting/brand-revenue'],
    ['readonly', PERSONAS.readonly, '/agency/accounting/brand-revenue'],
    ['finance lands on Brand Invoicing', PERSONAS.finance, '/agency/accounting/invoices'],
    ['ops (no view_accounting)', PERSONAS.ops, '/agency/home'],
    ['prospector', PERSONAS.prospector, '/agency/home'],
    ['brand user', PERSONAS.brand, '/agency/home'],
    ['creator user', PERSONAS.creator, '/agency/home'],
    [
      'Administrator without brand revenue lands on forecasting',
      ops(['Administrator'], ['view_accounting']),
      '/agency/accounting/brand-forecasting',
    ],
    [
      'creator revenue only',
      ops([], ['view_accounting', 'view_publishers.revenue']),
      '/agency/accounting/creator-revenue',
    ],
    [
      'payouts only',
      ops([], ['view_accounting', 'view_accounting.publisher_payouts']),
      '/agency/accounting/payouts',
    ],
    ['view_accounting alone opens no child', ops([], ['view_accounting']), '/agency/home'],
    [
      'child permissions without view_accounting open nothing',
      ops(['Super Admin'], ['view_brands.revenue', 'view_accounting.invoices']),
      '/agency/home',
    ],
    ['nothing at all', ops([], []), '/agency/home'],
  ])('%s', (_name, profile, expected) => {
    expect(getFinanceLanding(profile)).toBe(expected);
  });
});
