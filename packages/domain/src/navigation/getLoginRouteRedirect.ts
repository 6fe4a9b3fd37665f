import { getUserHome } from '../access/getUserHome.ts';
import type { UserProfile } from '../model/UserProfile.ts';
import { getSafeRedirect } from './getSafeRedirect.ts';

/** Where a login-style page sends its visitor: nowhere when signed out, else the safe target. */
export function getLoginRouteRedirect(
  profile: Pick<UserProfile, 'business_role'> | null,
  redirect: string | null,
): string | null {
  if (profile === null) return null;
  return getSafeRedirect(redirect, getUserHome(profile));
}
