import type { UserProfile } from '../model/UserProfile.ts';

/** Whether the account menu offers Impersonate: allowed, and not impersonating already. */
export function canImpersonate(
  profile: Pick<UserProfile, 'can_impersonate' | 'is_impersonating'>,
): boolean {
  return profile.can_impersonate && !profile.is_impersonating;
}
