import { describe, expect, it } from 'vitest';
import { AGENCY_MENU_ITEMS } from './agencyMenu.ts';

describe('AGENCY_MENU_ITEMS', () => {
  it('lists the agency menu in order, with visibility rules', () => {
    expect(AGENCY_MENU_ITEMS).toEqual([
      { key: 'home' },
      {
        key: 'prospecting',
        permission: 'view_prospects',
      },
      {
        key: 'planning',
        hiddenWhenProspectingFeature: true,
      },
      {
        key: 'production',
        hiddenWhenProspectingFeature: true,
      },
      { key: 'agencies' },
      { key: 'brands', hiddenWhenProspectingFeature: true },
      { key: 'creators' },
      { key: 'accounting', permission: 'view_accounting' },
      { key: 'traffic', permission: 'view_traffic' },
    ]);
  });
});
