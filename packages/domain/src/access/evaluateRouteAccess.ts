import type { UserProfile } from '../model/UserProfile.ts';
import { getLoginRedirectPath } from '../navigation/getLoginRedirectPath.ts';
import type { AppType } from './appTypes.ts';
import { canOpenApp } from './canOpenApp.ts';
import { getAppHome } from './getAppHome.ts';
import { getUserHome } from './getUserHome.ts';
import { hasPermission } from './hasPermission.ts';
import { hasRole } from './hasRole.ts';
import { isProspectingOnly } from './isProspectingOnly.ts';
import { FORECASTING_ROLES, type RouteAccess } from './routeAccess.ts';

export type RouteAccessResult =
  | { readonly allow: true }
  | { readonly allow: false; readonly redirectTo: string };

export interface RouteAccessInput {
  /** The signed-in user, or null when signed out. */
  readonly profile: Pick<UserProfile, 'business_role' | 'roles' | 'permissions'> | null;
  /** The app area of the route, or null for a route outside any (e.g. `/error`). */
  readonly appType: AppType | null;
  readonly access: RouteAccess;
  /** Where the user is going; kept in the login redirect. */
  readonly location: { readonly pathname: string; readonly search: string };
}

/** Whether the user may open a route, and where to send them if not (spec §5, decisions §3 and §7). */
export function evaluateRouteAccess({
  profile,
  appType,
  access,
  location,
}: RouteAccessInput): RouteAccessResult {
  if (access.isPublic === true) return { allow: true };
  if (profile === null) {
    return {
      allow: false,
      redirectTo: getLoginRedirectPath({ path: location.pathname, search: location.search }),
    };
  }
  if (appType !== null && !canOpenApp(profile, appType)) {
    return { allow: false, redirectTo: getUserHome(profile) };
  }
  const roleAccess = access.roleAccess ?? [];
  const hasNeededRole =
    roleAccess.length === 0 || roleAccess.some((role) => hasRole(profile, role));
  const permissions = access.permissions ?? [];
  const hasNeededPermissions = permissions.every((permission) =>
    hasPermission(profile, permission),
  );
  if (!hasNeededRole || !hasNeededPermissions) {
    return { allow: false, redirectTo: getUserHome(profile) };
  }
  if (access.blockProspectingOnly === true && isProspectingOnly(profile)) {
    return { allow: false, redirectTo: getAppHome('agency') };
  }
  if (
    access.requireForecastingRole === true &&
    !FORECASTING_ROLES.some((role) => hasRole(profile, role))
  ) {
    return { allow: false, redirectTo: '/agency/brands' };
  }
  return { allow: true };
}
