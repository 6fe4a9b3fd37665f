import type { UserProfile } from '../model/UserProfile.ts';
import { hasRole } from './hasRole.ts';

/** Whether the user holds the Read Only role, whatever other roles they have. */
export function isReadOnly(profile: Pick<UserProfile, 'roles'>): boolean {
  return hasRole(profile, 'Read Only');
}
