import type { UserProfile } from '../model/UserProfile.ts';
import type { Permission } from './permissions.ts';

/** Whether the user holds a permission (exact name). */
export function hasPermission(
  profile: Pick<UserProfile, 'permissions'>,
  permission: Permission,
): boolean {
  return profile.permissions.includes(permission);
}
