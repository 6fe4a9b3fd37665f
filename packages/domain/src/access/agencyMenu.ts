import type { Permission } from './permissions.ts';

/**
 * A side-menu entry. Its label and path are its route's, in the app's route table; the domain
 * decides only which items show, and in what order.
 */
export interface MenuItem<Key extends string = string> {
  /** Stable id, for tests and for telling items apart. */
  readonly key: Key;
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
  { key: 'home' },
  {
    key: 'prospecting',
    permission: 'view_prospects',
  },
  { key: 'planning', hiddenWhenProspectingFeature: true },
  {
    key: 'production',
    hiddenWhenProspectingFeature: true,
  },
  { key: 'agencies' },
  { key: 'brands', hiddenWhenProspectingFeature: true },
  { key: 'creators' },
  { key: 'accounting', permission: 'view_accounting' },
  { key: 'traffic', permission: 'view_traffic' },
] as const satisfies readonly (MenuItem & AgencyMenuVisibility)[];

export type AgencyMenuKey = (typeof AGENCY_MENU_ITEMS)[number]['key'];
export type AgencyMenuItem = MenuItem<AgencyMenuKey> & AgencyMenuVisibility;
