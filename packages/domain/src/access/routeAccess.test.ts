import { describe, expect, it } from 'vitest';
import { FORECASTING_ROLES, ROUTE_ACCESS } from './routeAccess.ts';

describe('FORECASTING_ROLES', () => {
  it('is Administrator or Super Admin', () => {
    expect(FORECASTING_ROLES).toEqual(['Administrator', 'Super Admin']);
  });
});

describe('ROUTE_ACCESS', () => {
  it('holds every row of decisions §7, each complete on its own', () => {
    expect(ROUTE_ACCESS).toEqual({
      'agency.accounting': { permissions: ['view_accounting'] },
      'agency.accounting.brand-revenue': {
        permissions: ['view_accounting', 'view_brands.revenue'],
      },
      'agency.accounting.brand-forecasting': {
        permissions: ['view_accounting'],
        requireForecastingRole: true,
      },
      'agency.accounting.invoices': {
        permissions: ['view_accounting', 'view_accounting.invoices'],
      },
      'agency.accounting.creator-revenue': {
        permissions: ['view_accounting', 'view_publishers.revenue'],
      },
      'agency.accounting.payouts': {
        permissions: ['view_accounting', 'view_accounting.publisher_payouts'],
      },
      'agency.brands': { blockProspectingOnly: true },
      'agency.brand.reporting.revenue': {
        permissions: ['view_brands.revenue'],
        blockProspectingOnly: true,
      },
      'agency.creator.reporting': { blockProspectingOnly: true },
      'agency.creator.reporting.revenue': {
        permissions: ['view_publishers.revenue'],
        blockProspectingOnly: true,
      },
      'agency.prospecting': { permissions: ['view_prospects'] },
      'agency.traffic': { permissions: ['view_traffic'] },
      'agency.settings': { roleAccess: ['Super Admin'] },
    });
  });
});
