import {
  FORECASTING_ROLES,
  PERMISSIONS,
  type Permission,
  ROLES,
  ROUTE_ACCESS,
  type Role,
  type RouteAccess,
  type RouteAccessKey,
  type UserProfile,
} from '@airtime/domain';
import type { PageRoute } from '../../app/defineRoutes.ts';
import { accessTrails } from '../../app/routes/findRoute.ts';

// What each role and permission opens, read from the domain's ROUTE_ACCESS (decisions §7), so
// the Roles page cannot drift from what the route guards do.

/** A role or a permission, as the Roles page lists them. */
export type AccessHolder =
  | { readonly kind: 'role'; readonly name: Role }
  | { readonly kind: 'permission'; readonly name: Permission };

export const ACCESS_HOLDERS: readonly AccessHolder[] = [
  ...ROLES.map((name) => ({ kind: 'role' as const, name })),
  ...PERMISSIONS.map((name) => ({ kind: 'permission' as const, name })),
];

/** What a rule asks of a holder: needed, one of several roles, kept out, or nothing. */
export type AccessEffect = 'needed' | 'one-of' | 'kept-out' | null;

export const ACCESS_EFFECT_LABELS: Record<Exclude<AccessEffect, null>, string> = {
  needed: 'Needed',
  'one-of': 'One of',
  'kept-out': 'Kept out when alone',
};

/** What one rule of ROUTE_ACCESS asks of a role or permission. */
export function accessEffect(access: RouteAccess, holder: AccessHolder): AccessEffect {
  if (holder.kind === 'permission') {
    return access.permissions?.includes(holder.name) === true ? 'needed' : null;
  }
  const roles: readonly Role[] = [
    ...(access.roleAccess ?? []),
    ...(access.requireForecastingRole === true ? FORECASTING_ROLES : []),
  ];
  if (roles.includes(holder.name)) return roles.length === 1 ? 'needed' : 'one-of';
  if (access.blockProspectingOnly === true && holder.name === 'Prospecting') return 'kept-out';
  return null;
}

/** One rule of ROUTE_ACCESS and the screen it guards, as users read it. */
export interface AccessRule {
  readonly key: RouteAccessKey;
  /** The guarded route's trail of titles: 'Finance › Brand Revenue'. */
  readonly label: string;
  readonly access: RouteAccess;
}

/**
 * The rules of ROUTE_ACCESS in the table's order, each named from the app's route table (given,
 * not imported: the route table is loaded by the router, and importing it here would fold it into
 * the chunks that show these labels).
 */
export function accessRules(routes: readonly PageRoute[]): AccessRule[] {
  const labels = accessTrails(routes);
  return (Object.keys(ROUTE_ACCESS) as RouteAccessKey[]).map((key) => ({
    key,
    label: labels.get(key) ?? key,
    access: ROUTE_ACCESS[key] as RouteAccess,
  }));
}

/** The screens a role or permission opens (needed or one of), by label. */
export function opensFor(holder: AccessHolder, rules: readonly AccessRule[]): string[] {
  return rules
    .filter(({ access }) => {
      const effect = accessEffect(access, holder);
      return effect === 'needed' || effect === 'one-of';
    })
    .map(({ label }) => label);
}

/** What a permission opens, as a sentence: 'Opens Traffic.' */
export function permissionOpens(permission: Permission, rules: readonly AccessRule[]): string {
  return `Opens ${opensFor({ kind: 'permission', name: permission }, rules).join(', ') || 'nothing alone'}.`;
}

/** What a role does beyond the route rules (spec §2, §6; decisions §7). */
export const ROLE_NOTES: Record<Role, string> = {
  'Super Admin': "Sees 'Application settings' and may change any user's roles and permissions.",
  Administrator: 'Opens Brand Forecasting with view_accounting.',
  Prospecting:
    'As the only role: Planning, Production and Brands leave the menu, brands and creator reporting close.',
  'Read Only': "Every change is refused; each refusal shows the server's message.",
};

/** How many users hold each role and permission. */
export function countHolders(
  profiles: readonly Pick<UserProfile, 'roles' | 'permissions'>[],
): Map<string, number> {
  const counts = new Map<string, number>();
  for (const profile of profiles) {
    for (const name of new Set([...profile.roles, ...profile.permissions])) {
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
  }
  return counts;
}
