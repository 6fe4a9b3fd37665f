import { AccountMenu } from '@airtime/design-system';
import { useAccountActions } from './useAccountActions.ts';

/** The avatar menu of every header (spec §2): Settings, Impersonate or its off switch, Log out. */
export function ShellAccountMenu() {
  const { profile, isImpersonating, openSettings, impersonate, turnOff, logOut } =
    useAccountActions();
  if (profile === null) return null;
  return (
    <AccountMenu
      name={`${profile.firstname} ${profile.lastname}`}
      avatarSrc={profile.avatar}
      isImpersonating={isImpersonating}
      onSettings={openSettings}
      onImpersonate={impersonate}
      onStopImpersonating={turnOff}
      onLogOut={logOut}
    />
  );
}
