import { getAppType } from '../access/getAppType.ts';
import { isProspectingOnly } from '../access/isProspectingOnly.ts';
import { isReadOnly } from '../access/isReadOnly.ts';
import type { UserProfile } from '../model/UserProfile.ts';

type Profile = Pick<UserProfile, 'business_role' | 'roles'>;

/**
 * Whether a user sees brand reports, and so a brand's report links: agency staff (but
 * Prospecting-only users, who see no brand), and brand users (their own brands').
 */
export function canSeeBrandReports(profile: Profile): boolean {
  const appType = getAppType(profile.business_role);
  return appType === 'brand' || (appType === 'agency' && !isProspectingOnly(profile));
}

/** Whether a user may make and revoke report links: who sees the reports, but Read Only users. */
export function canShareBrandReports(profile: Profile): boolean {
  return canSeeBrandReports(profile) && !isReadOnly(profile);
}
