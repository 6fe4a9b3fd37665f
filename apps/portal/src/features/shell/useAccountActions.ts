import { useImpersonation, useSession } from '@airtime/api-client';
import { useNavigate } from 'react-router';
import { href } from '../../app/paths.ts';
import { useStopImpersonation } from '../impersonation/useStopImpersonation.ts';
import { useShellModals } from '../modals/shellModals.ts';

/**
 * The account menu's actions, as the menu offers them: `impersonate` only for a profile that may
 * impersonate. The command palette offers the same ones through this hook.
 */
export function useAccountActions() {
  const navigate = useNavigate();
  const { profile, isImpersonating, logout } = useSession();
  const { canImpersonate } = useImpersonation();
  const { turnOff } = useStopImpersonation();
  const { open } = useShellModals();
  const logOut = () => {
    // Logout clears the user here even when the server fails; login follows either way.
    void logout()
      .catch(() => {})
      .then(() => navigate(href('login')));
  };
  return {
    profile,
    isImpersonating,
    openSettings: () => open('settings'),
    impersonate: canImpersonate ? () => open('impersonate') : undefined,
    turnOff,
    logOut,
  };
}
