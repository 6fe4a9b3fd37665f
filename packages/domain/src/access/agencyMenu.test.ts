import { describe, expect, it } from 'vitest';
import { AGENCY_MENU_ITEMS } from './agencyMenu.ts';

describe('AGENCY_MENU_ITEMS', () => {
  it('lists the agency menu in order, with labels, segments and visibility rules', () => {
    expect(AGENCY_MENU_ITEMS).toEqual([
      { key: 'home', label: 'Home', segment: 'home' },
      {
        key: 'prospecting',
        label: 'Prospecting',
        segment: 'prospecting',
        permission: 'view_prospects',
      },
      {
        key: 'planning',
        label: 'Planning',
        segment: 'planning',
        hiddenWhenProspectingFeature: true,
      },
      {
        key: 'production',
        label: 'Production',
        segment: 'production',
        hiddenWhenProspectingFeature: true,
      },
      { key: 'agencies', label: 'Agencies', segment: 'agencies' },
      { key: 'brands', label: 'Brands', segment: 'brands', hiddenWhenProspectingFeature: true },
      { key: 'creators', label: 'Creators', segment: 'creators' },
      { key: 'accounting', label: 'Finance', segment: 'accounting', permission: 'view_accounting' },
      { key: 'traffic', label: 'Traffic', segment: 'traffic', permission: 'view_traffic' },
    ]);
  });
});
