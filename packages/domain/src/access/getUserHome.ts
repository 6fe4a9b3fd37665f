import type { UserProfile } from '../model/UserProfile.ts';
import { getAppHome } from './getAppHome.ts';
import { getAppType } from './getAppType.ts';

/** The home path of the app area the user's business role belongs to. */
export function getUserHome(profile: Pick<UserProfile, 'business_role'>): string {
  return getAppHome(getAppType(profile.business_role));
}
