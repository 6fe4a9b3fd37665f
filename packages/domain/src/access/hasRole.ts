import type { UserProfile } from '../model/UserProfile.ts';
import type { Role } from './roles.ts';

/** Whether the user holds a named role (exact, case-sensitive name). */
export function hasRole(profile: Pick<UserProfile, 'roles'>, role: Role): boolean {
  return profile.roles.includes(role);
}
