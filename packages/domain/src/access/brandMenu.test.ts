import { describe, expect, it } from 'vitest';
import { BRAND_MENU_ITEMS } from './brandMenu.ts';

describe('BRAND_MENU_ITEMS', () => {
  it('lists the brand menu in order, with labels and segments', () => {
    expect(BRAND_MENU_ITEMS).toEqual([
      { key: 'home', label: 'Dashboard', segment: 'home' },
      { key: 'calendar', label: 'Calendar', segment: 'calendar' },
      { key: 'approvals', label: 'Creators', segment: 'approvals' },
      { key: 'prospecting', label: 'Prospecting', segment: 'prospecting' },
      { key: 'reports', label: 'Reporting', segment: 'reports' },
    ]);
  });
});
