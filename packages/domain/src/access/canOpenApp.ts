import type { UserProfile } from '../model/UserProfile.ts';
import type { AppType } from './appTypes.ts';
import { getAppType } from './getAppType.ts';

/** Whether the user may open an app area: agency users any, brand and creator users only their own. */
export function canOpenApp(profile: Pick<UserProfile, 'business_role'>, appType: AppType): boolean {
  const ownAppType = getAppType(profile.business_role);
  return ownAppType === 'agency' || ownAppType === appType;
}
