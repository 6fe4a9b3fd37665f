import type { MenuItem } from './agencyMenu.ts';

/** The brand side menu in display order (spec §2); every brand user sees all of it. */
export const BRAND_MENU_ITEMS = [
  { key: 'home' },
  { key: 'calendar' },
  { key: 'approvals' },
  { key: 'prospecting' },
  { key: 'reports' },
] as const satisfies readonly MenuItem[];

export type BrandMenuKey = (typeof BRAND_MENU_ITEMS)[number]['key'];
export type BrandMenuItem = MenuItem<BrandMenuKey>;
