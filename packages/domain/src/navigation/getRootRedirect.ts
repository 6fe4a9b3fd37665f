import { getUserHome } from '../access/getUserHome.ts';
import type { UserProfile } from '../model/UserProfile.ts';

/** Where `/` goes: the signed-in user's home, or `/login` (decisions §3). */
export function getRootRedirect(profile: Pick<UserProfile, 'business_role'> | null): string {
  return profile === null ? '/login' : getUserHome(profile);
}
