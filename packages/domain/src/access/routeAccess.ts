import type { Permission } from './permissions.ts';
import type { Role } from './roles.ts';

/** What a route asks of the user; evaluated by evaluateRouteAccess. */
export interface RouteAccess {
  /** Open to signed-out users; a public route skips every other check. */
  readonly isPublic?: boolean;
  /** The user needs at least one of these roles, else goes home; empty means no role needed. */
  readonly roleAccess?: readonly Role[];
  /** The user needs all of these permissions, else goes home. */
  readonly permissions?: readonly Permission[];
  /** Users whose only role is Prospecting go to agency home. */
  readonly blockProspectingOnly?: boolean;
  /** The user needs one of FORECASTING_ROLES, else goes to the brands list. */
  readonly requireForecastingRole?: boolean;
}

/** Roles that open brand forecasting. */
export const FORECASTING_ROLES = [
  'Administrator',
  'Super Admin',
] as const satisfies readonly Role[];

/**
 * The table of decisions §7 as data, keyed by a stable route key. Each rule is complete on its
 * own (a child repeats its parent's needs), so checking only the deepest matched route is enough.
 */
export const ROUTE_ACCESS = {
  'agency.accounting': { permissions: ['view_accounting'] },
  'agency.accounting.brand-revenue': { permissions: ['view_accounting', 'view_brands.revenue'] },
  'agency.accounting.brand-forecasting': {
    permissions: ['view_accounting'],
    requireForecastingRole: true,
  },
  'agency.accounting.invoices': { permissions: ['view_accounting', 'view_accounting.invoices'] },
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
} as const satisfies Record<string, RouteAccess>;

export type RouteAccessKey = keyof typeof ROUTE_ACCESS;
