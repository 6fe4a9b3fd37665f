import type { MenuItem } from './agencyMenu.ts';

/** The brand side menu in display order (spec §2); every brand user sees all of it. */
export const BRAND_MENU_ITEMS = [
  { key: 'home', label: 'Dashboard', segment: 'home' },
  { key: 'calendar', label: 'Calendar', segment: 'calendar' },
  { key: 'approvals', label: 'Creators', segment: 'approvals' },
  { key: 'prospecting', label: 'Prospecting', segment: 'prospecting' },
  { key: 'reports', label: 'Reporting', segment: 'reports' },
] as const satisfies readonly MenuItem[];

export type BrandMenuKey = (typeof BRAND_MENU_ITEMS)[number]['key'];
export type BrandMenuItem = MenuItem<BrandMenuKey>;
