import { useImpersonation, useSession } from '@airtime/api-client';
import { AccountMenu } from '@airtime/design-system';
import { useNavigate } from 'react-router';
import { href } from '../../app/paths.ts';
import { useStopImpersonation } from '../impersonation/useStopImpersonation.ts';
import { useShellModals } from '../modals/shellModals.ts';

/** The avatar menu of every header (spec §2): Settings, Impersonate or its off switch, Log out. */
export function ShellAccountMenu() {
  const navigate = useNavigate();
  const { profile, isImpersonating, logout } = useSession();
  const { canImpersonate } = useImpersonation();
  const { turnOff } = useStopImpersonation();
  const { open } = useShellModals();
  if (profile === null) return null;
  const logOut = () => {
    // Logout clears the user here even when the server fails; login follows either way.
    void logout()
      .catch(() => {})
      .then(() => navigate(href('login')));
  };
  return (
    <AccountMenu
      name={`${profile.firstname} ${profile.lastname}`}
      avatarSrc={profile.avatar}
      isImpersonating={isImpersonating}
      onSettings={() => open('settings')}
      onImpersonate={canImpersonate ? () => open('impersonate') : undefined}
      onStopImpersonating={turnOff}
      onLogOut={logOut}
    />
  );
}
