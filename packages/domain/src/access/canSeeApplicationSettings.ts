import type { UserProfile } from '../model/UserProfile.ts';
import type { AppType } from './appTypes.ts';
import { hasRole } from './hasRole.ts';

/** Whether the shell shows the 'Application settings' link: Super Admin, in the agency area only. */
export function canSeeApplicationSettings(
  profile: Pick<UserProfile, 'roles'>,
  appType: AppType,
): boolean {
  return appType === 'agency' && hasRole(profile, 'Super Admin');
}
