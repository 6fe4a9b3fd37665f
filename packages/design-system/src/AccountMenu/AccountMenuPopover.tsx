import { LogOut, Settings, UserCheck, UserX } from 'lucide-react';
import type { Key } from 'react-aria-components/Menu';
import { Menu } from '../Menu/Menu.tsx';
import { MenuItem } from '../Menu/MenuItem.tsx';
import { MenuPopover } from '../Menu/MenuPopover.tsx';
import { MenuSeparator } from '../Menu/MenuSection.tsx';
import type { MenuButtonPopoverProps } from '../Menu/useMenuButton.ts';
import type { AccountMenuProps } from './AccountMenu.tsx';

export interface AccountMenuPopoverProps
  extends MenuButtonPopoverProps,
    Pick<AccountMenuProps, 'onSettings' | 'onImpersonate' | 'onStopImpersonating' | 'onLogOut'> {
  isImpersonating: boolean;
  label: string;
}

/** The account actions of AccountMenu, loaded when the menu first opens. */
export function AccountMenuPopover({
  isImpersonating,
  label,
  onSettings,
  onImpersonate,
  onStopImpersonating,
  onLogOut,
  ...popover
}: AccountMenuPopoverProps) {
  const actions: Record<string, (() => void) | undefined> = {
    settings: onSettings,
    impersonate: onImpersonate,
    'impersonate-off': onStopImpersonating,
    'log-out': onLogOut,
  };
  const run = (key: Key) => actions[String(key)]?.();
  return (
    <MenuPopover {...popover} placement="bottom end">
      <Menu aria-label={label} onAction={run}>
        {onSettings && (
          <MenuItem id="settings" icon={<Settings />}>
            Settings
          </MenuItem>
        )}
        {onImpersonate && !isImpersonating && (
          <MenuItem id="impersonate" icon={<UserCheck />}>
            Impersonate
          </MenuItem>
        )}
        {onStopImpersonating && isImpersonating && (
          <MenuItem id="impersonate-off" icon={<UserX />}>
            Turn Impersonate Off
          </MenuItem>
        )}
        <MenuSeparator />
        <MenuItem id="log-out" icon={<LogOut />}>
          Log out
        </MenuItem>
      </Menu>
    </MenuPopover>
  );
}
