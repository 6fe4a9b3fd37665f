import { useSessionState } from '@airtime/api-client';
import { STORAGE_KEYS } from '@airtime/domain';
import { useEffect } from 'react';
import { useShellModals } from '../../features/modals/shellModals.ts';
import { onboardingPendingKey } from '../../features/onboarding/firstSignIn.ts';

/** How often a pending onboarding looks whether the cookie notice has been accepted. */
const CONSENT_POLL_MS = 500;

function isPending(userId: number): boolean {
  try {
    return sessionStorage.getItem(onboardingPendingKey(userId)) === 'true';
  } catch {
    return false;
  }
}

/**
 * Opens the `onboarding` modal when this tab's sign-in was the creator user's first (noteSignIn).
 * It waits for the cookie notice to be accepted, so the two never stand in each other's way.
 */
export function useFirstSignInOnboarding(): void {
  const { profile } = useSessionState();
  const { open } = useShellModals();
  const userId = profile?.id ?? null;
  useEffect(() => {
    if (userId === null || !isPending(userId)) return;
    const show = () => {
      if (localStorage.getItem(STORAGE_KEYS.cookiesAccept) !== 'true') return false;
      sessionStorage.removeItem(onboardingPendingKey(userId));
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
