import { describe, expect, it } from 'vitest';
import { BRAND_MENU_ITEMS } from './brandMenu.ts';

describe('BRAND_MENU_ITEMS', () => {
  it('lists the brand menu in order, in order', () => {
    expect(BRAND_MENU_ITEMS).toEqual([
      { key: 'home' },
      { key: 'calendar' },
      { key: 'approvals' },
      { key: 'prospecting' },
      { key: 'reports' },
    ]);
  });
});
