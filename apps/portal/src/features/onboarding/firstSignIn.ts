import { getAppType, STORAGE_KEY_PREFIX, type UserProfile } from '@airtime/domain';

/** Set for a creator user once they have signed in through this browser: not new any more. */
export const onboardedKey = (userId: number) => `${STORAGE_KEY_PREFIX}creator-onboarded:${userId}`;
/** Set in the signing-in tab on a first sign-in, until the onboarding opens (survives a reload). */
export const onboardingPendingKey = (userId: number) =>
  `${STORAGE_KEY_PREFIX}creator-onboarding-pending:${userId}`;

/**
 * Called on every sign-in through the form (README, 'Creator onboarding'): the API says nothing of
 * first sign-ins, so a creator user who never signed in through this browser is new, and their
 * onboarding is made pending in this tab. Marked at once: another tab, or a session restored from
 * this browser's cookies, never shows it.
 */
export function noteSignIn(profile: UserProfile): void {
  if (getAppType(profile.business_role) !== 'creator') return;
  try {
    if (localStorage.getItem(onboardedKey(profile.id)) !== null) return;
    localStorage.setItem(onboardedKey(profile.id), new Date().toISOString());
    sessionStorage.setItem(onboardingPendingKey(profile.id), 'true');
  } catch {
    // Storage refused: no onboarding, rather than one on every sign-in.
  }
}
