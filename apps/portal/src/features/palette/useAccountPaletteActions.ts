import { useAccountActions } from '../shell/useAccountActions.ts';
import type { PaletteAction } from './paletteActions.tsx';

const ACCOUNT = 'Account';

/** The account menu's items as palette actions, offered exactly when the menu shows them. */
export function useAccountPaletteActions(): PaletteAction[] {
  const { profile, isImpersonating, openSettings, impersonate, turnOff, logOut } =
    useAccountActions();
  if (profile === null) return [];
  const switchAction: PaletteAction[] = isImpersonating
    ? [{ id: 'account:stop-impersonating', label: 'Turn Impersonate Off', run: turnOff }]
    : impersonate === undefined
      ? []
      : [{ id: 'account:impersonate', label: 'Impersonate…', run: impersonate }];
  return [
    { id: 'account:settings', label: 'Settings', run: openSettings },
    ...switchAction,
    { id: 'account:log-out', label: 'Log out', run: logOut },
  ].map((action) => ({ ...action, description: ACCOUNT }));
}
