import { getAppType, hasPermission, hasRole, type Permission, type Role } from '@airtime/domain';
import type { AccessRule } from '../http/route.ts';
import type { StoredUser } from '../store/records.ts';

// Access rules for routes. The spec does not show how the server applies roles (§6), so these
// are ours, listed in the README: agency data is for agency staff (business_role ops), brand and
// creator users see the records they have access to, and a few writes need a permission or role.

/** Agency staff only. */
export const agencyOnly: AccessRule = (user) =>
  getAppType(user.business_role) === 'agency' ? null : 'Only agency users can do this.';

/** Agency staff and brand users (the brand app's calls; agency users may open any app). */
export const agencyOrBrand: AccessRule = (user) =>
  getAppType(user.business_role) === 'creator' ? 'Creators cannot do this.' : null;

/** Agency staff holding a permission. */
export function agencyWithPermission(permission: Permission): AccessRule {
  return (user) =>
    agencyOnly(user) ??
    (hasPermission(user, permission) ? null : `You need the ${permission} permission to do this.`);
}

/** Agency staff holding every one of the permissions (a Super Admin passes without them). */
export function agencyWithPermissions(...permissions: readonly Permission[]): AccessRule {
  return (user) =>
    agencyOnly(user) ??
    (hasRole(user, 'Super Admin')
      ? null
      : (permissions
          .filter((permission) => !hasPermission(user, permission))
          .map((permission) => `You need the ${permission} permission to do this.`)[0] ?? null));
}

/** Agency staff holding one of the roles. */
export function agencyWithRole(...roles: readonly Role[]): AccessRule {
  return (user) =>
    agencyOnly(user) ??
    (roles.some((role) => hasRole(user, role))
      ? null
      : `You need the ${roles.join(' or ')} role to do this.`);
}

/** Whether a user may see a brand: agency staff all, brand users theirs, creators their partners'. */
export function canSeeBrand(
  user: StoredUser,
  brandId: number,
  creatorBrandIds: () => ReadonlySet<number>,
): boolean {
  switch (getAppType(user.business_role)) {
    case 'agency':
      return true;
    case 'brand':
      return user.brand_ids.includes(brandId);
    case 'creator':
      return creatorBrandIds().has(brandId);
  }
}
