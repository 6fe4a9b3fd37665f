import { LogOut, Settings, UserCheck, UserX } from 'lucide-react';
import type { Ref } from 'react';
import { Button as RACButton } from 'react-aria-components/Button';
import type { Key } from 'react-aria-components/Menu';
import { Avatar } from '../Avatar/Avatar.tsx';
import { Menu, MenuTrigger } from '../Menu/Menu.tsx';
import { MenuItem } from '../Menu/MenuItem.tsx';
import { MenuSeparator } from '../Menu/MenuSection.tsx';
import { cx } from '../utils/cx.ts';
import {
  type AccountMenuVariants,
  accountMenu,
  accountMenuAvatar,
  accountMenuImpersonation,
  accountMenuTrigger,
} from './AccountMenu.css.ts';

export interface AccountMenuProps extends AccountMenuVariants {
  /** The signed-in user's name: the avatar's initials and alt text. */
  name: string;
  /**
   * The user's picture.
   * @default undefined
   */
  avatarSrc?: string | null | undefined;
  /**
   * While impersonating: a red ring on the avatar, an 'Impersonate on' label beside it, and the
   * 'Turn Impersonate Off' item in place of 'Impersonate'.
   * @default false
   */
  isImpersonating?: AccountMenuVariants['isImpersonating'];
  /**
   * The label shown beside the avatar while impersonating.
   * @default 'Impersonate on'
   */
  impersonationLabel?: string;
  /**
   * The trigger's accessible name (decisions §8).
   * @default 'Account menu'
   */
  label?: string;
  /**
   * 'Settings' opens the profile settings; the item shows when given.
   * @default undefined
   */
  onSettings?: (() => void) | undefined;
  /**
   * 'Impersonate'; the item shows when given and not impersonating. The app passes it only when
   * the profile may impersonate.
   * @default undefined
   */
  onImpersonate?: (() => void) | undefined;
  /**
   * 'Turn Impersonate Off'; the item shows when given and impersonating.
   * @default undefined
   */
  onStopImpersonating?: (() => void) | undefined;
  /** 'Log out', always shown last. */
  onLogOut: () => void;
  /**
   * Extra class names for the root.
   * @default undefined
   */
  className?: string;
  /**
   * The trigger `<button>`.
   * @default undefined
   */
  ref?: Ref<HTMLButtonElement>;
}

/** The avatar in the header and the account actions it opens (decisions §8 names). */
export function AccountMenu({
  name,
  avatarSrc,
  isImpersonating = false,
  impersonationLabel = 'Impersonate on',
  label = 'Account menu',
  onSettings,
  onImpersonate,
  onStopImpersonating,
  onLogOut,
  className,
  ref,
}: AccountMenuProps) {
  const actions: Record<string, (() => void) | undefined> = {
    settings: onSettings,
    impersonate: onImpersonate,
    'impersonate-off': onStopImpersonating,
    'log-out': onLogOut,
  };
  const run = (key: Key) => actions[String(key)]?.();
  const impersonating = Boolean(isImpersonating);

  return (
    <div className={cx(accountMenu, className)}>
      {impersonating && <span className={accountMenuImpersonation}>{impersonationLabel}</span>}
      <MenuTrigger placement="bottom end">
        {/*
         * The avatar sits under an empty button rather than inside it: its initials would be
         * visible text missing from the name 'Account menu' (WCAG 2.5.3).
         */}
        <span className={accountMenuAvatar}>
          <Avatar
            name={name}
            src={avatarSrc}
            size={8}
            isImpersonating={impersonating}
            aria-hidden="true"
          />
          <RACButton
            ref={ref}
            aria-label={label}
            className={accountMenuTrigger({ isImpersonating: impersonating })}
          />
        </span>
        <Menu aria-label={label} onAction={run}>
          {onSettings && (
            <MenuItem id="settings" icon={<Settings />}>
              Settings
            </MenuItem>
          )}
          {onImpersonate && !impersonating && (
            <MenuItem id="impersonate" icon={<UserCheck />}>
              Impersonate
            </MenuItem>
          )}
          {onStopImpersonating && impersonating && (
            <MenuItem id="impersonate-off" icon={<UserX />}>
              Turn Impersonate Off
            </MenuItem>
          )}
          <MenuSeparator />
          <MenuItem id="log-out" icon={<LogOut />}>
            Log out
          </MenuItem>
        </Menu>
      </MenuTrigger>
    </div>
  );
}
