import { useSessionState } from '@airtime/api-client';
import { STORAGE_KEY_PREFIX, STORAGE_KEYS } from '@airtime/domain';
import { useEffect } from 'react';
import { useShellModals } from '../../features/modals/shellModals.ts';

/** Set for a user once the creator app has seen them: they are not new any more. */
const seenKey = (userId: number) => `${STORAGE_KEY_PREFIX}creator-onboarded:${userId}`;
/** Set in this tab on a first sign-in until the onboarding opens (a reload before it keeps it). */
const pendingKey = (userId: number) => `${STORAGE_KEY_PREFIX}creator-onboarding-pending:${userId}`;

/** How often a pending onboarding looks whether the cookie notice has been accepted. */
const CONSENT_POLL_MS = 500;

function cookiesAccepted(): boolean {
  return localStorage.getItem(STORAGE_KEYS.cookiesAccept) === 'true';
}

/** Is this the user's first sign-in in this browser? Marks it seen the first time it asks. */
function takeFirstSignIn(userId: number): boolean {
  try {
    if (sessionStorage.getItem(pendingKey(userId)) === 'true') return true;
    if (localStorage.getItem(seenKey(userId)) !== null) return false;
    // Marked at once, not when the onboarding closes: another tab, or a page opened from this
    // browser's saved state, never shows it a second time.
    localStorage.setItem(seenKey(userId), new Date().toISOString());
    sessionStorage.setItem(pendingKey(userId), 'true');
    return true;
  } catch {
    // Storage refused: the onboarding would show on every load, so it shows on none.
    return false;
  }
}

/**
 * Opens the `onboarding` modal on a creator user's first sign-in (README, 'Creator onboarding'):
 * the fake says nothing of first sign-ins, so a user the creator app has never seen in this
 * browser is new (kept per user in localStorage). It waits for the cookie notice to be accepted,
 * so the two never stand in each other's way.
 */
export function useFirstSignInOnboarding(): void {
  const { profile } = useSessionState();
  const modals = useShellModals();
  const userId = profile?.id ?? null;
  const { open } = modals;
  useEffect(() => {
    if (userId === null || !takeFirstSignIn(userId)) return;
    const show = () => {
      if (!cookiesAccepted()) return false;
      sessionStorage.removeItem(pendingKey(userId));
      open('onboarding', {});
      return true;
    };
    if (show()) return;
    const timer = window.setInterval(() => {
      if (show()) window.clearInterval(timer);
    }, CONSENT_POLL_MS);
    return () => window.clearInterval(timer);
  }, [userId, open]);
}
