import type { Permission } from './permissions.ts';

/** A side-menu entry; its link is `/{appType}/{segment}`. */
export interface MenuItem<Key extends string = string> {
  /** Stable id, for tests and for telling items apart. */
  readonly key: Key;
  readonly label: string;
  readonly segment: string;
}

/** When an agency menu item shows. */
interface AgencyMenuVisibility {
  /** Shown only to users holding this permission. */
  readonly permission?: Permission;
  /** Hidden while the Prospecting feature is on (decisions §7). */
  readonly hiddenWhenProspectingFeature?: boolean;
}

/** The agency side menu in display order, with each item's visibility rule (spec §2). */
export const AGENCY_MENU_ITEMS = [
  { key: 'home', label: 'Home', segment: 'home' },
  {
    key: 'prospecting',
    label: 'Prospecting',
    segment: 'prospecting',
    permission: 'view_prospects',
  },
  { key: 'planning', label: 'Planning', segment: 'planning', hiddenWhenProspectingFeature: true },
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
] as const satisfies readonly (MenuItem & AgencyMenuVisibility)[];

export type AgencyMenuKey = (typeof AGENCY_MENU_ITEMS)[number]['key'];
export type AgencyMenuItem = MenuItem<AgencyMenuKey> & AgencyMenuVisibility;
