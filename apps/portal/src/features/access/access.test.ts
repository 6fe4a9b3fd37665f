import { ROUTE_ACCESS } from '@airtime/domain';
import { describe, expect, it } from 'vitest';
import { agencyRoutes } from '../../app/routes/agencyRoutes.ts';
import { type AccessHolder, accessEffect, accessRules, countHolders, opensFor } from './access.ts';

const ACCESS_RULES = accessRules(agencyRoutes);

const role = (
  name: 'Super Admin' | 'Administrator' | 'Prospecting' | 'Read Only',
): AccessHolder => ({ kind: 'role', name });

describe('access', () => {
  it.each([
    ['agency.settings', role('Super Admin'), 'needed'],
    ['agency.settings', role('Administrator'), null],
    ['agency.accounting.brand-forecasting', role('Administrator'), 'one-of'],
    ['agency.brands', role('Prospecting'), 'kept-out'],
    ['agency.traffic', { kind: 'permission', name: 'view_traffic' }, 'needed'],
    ['agency.accounting.invoices', { kind: 'permission', name: 'view_traffic' }, null],
  ] as const)('%s asks of %j: %s', (key, holder, expected) => {
    expect(accessEffect(ROUTE_ACCESS[key], holder)).toBe(expected);
  });

  it("names each rule by its route's trail of titles, from the route table", () => {
    expect(Object.fromEntries(ACCESS_RULES.map(({ key, label }) => [key, label]))).toEqual({
      'agency.accounting': 'Finance',
      'agency.accounting.brand-revenue': 'Finance › Brand Revenue',
      'agency.accounting.brand-forecasting': 'Finance › Brand Forecasting',
      'agency.accounting.invoices': 'Finance › Brand Invoicing',
      'agency.accounting.creator-revenue': 'Finance › Creator Revenue',
      'agency.accounting.payouts': 'Finance › Creator Payout',
      'agency.brands': 'Brands',
      'agency.brand.reporting.revenue': 'Brand › Reporting › Revenue',
      'agency.creator.reporting': 'Creator › Reporting',
      'agency.creator.reporting.revenue': 'Creator › Reporting › Revenue & Payouts',
      'agency.prospecting': 'Prospecting',
      'agency.traffic': 'Traffic',
      'agency.settings': 'Application Settings',
    });
  });

  it('lists what a permission opens', () => {
    expect(
      opensFor({ kind: 'permission', name: 'view_accounting.invoices' }, ACCESS_RULES),
    ).toEqual(['Finance › Brand Invoicing']);
    expect(opensFor(role('Read Only'), ACCESS_RULES)).toEqual([]);
  });

  it('counts each role and permission once per user', () => {
    const counts = countHolders([
      { roles: ['Super Admin'], permissions: ['view_traffic', 'view_traffic'] },
      { roles: [], permissions: ['view_traffic'] },
    ]);
    expect(Object.fromEntries(counts)).toEqual({ 'Super Admin': 1, view_traffic: 2 });
  });
});
