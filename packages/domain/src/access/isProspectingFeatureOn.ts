import type { UserProfile } from '../model/UserProfile.ts';
import { isProspectingOnly } from './isProspectingOnly.ts';

/** Whether the agency menu's Prospecting feature is on: for the prospecting-only user (decisions §7). */
export function isProspectingFeatureOn(profile: Pick<UserProfile, 'roles'>): boolean {
  return isProspectingOnly(profile);
}
