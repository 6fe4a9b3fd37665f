import { lazy, type Ref, Suspense } from 'react';
import { Button as RACButton } from 'react-aria-components/Button';
import { Avatar } from '../Avatar/Avatar.tsx';
import { useMenuButton } from '../Menu/useMenuButton.ts';
import { cx } from '../utils/cx.ts';
import { mergeRefs } from '../utils/mergeRefs.ts';
import {
  type AccountMenuVariants,
  accountMenu,
  accountMenuAvatar,
  accountMenuImpersonation,
  accountMenuTrigger,
} from './AccountMenu.css.ts';

// The menu's code (React Aria's menu and popover) loads on the first hover, focus or press of the
// avatar, so the shell that shows it on every page does not carry it.
const loadPopover = () => import('./AccountMenuPopover.tsx');
const AccountMenuPopover = lazy(async () => ({
  default: (await loadPopover()).AccountMenuPopover,
}));

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
  const impersonating = Boolean(isImpersonating);
  const { triggerProps, popoverProps, hasOpened } = useMenuButton({ onIntent: loadPopover });

  return (
    <div className={cx(accountMenu, className)}>
      {impersonating && <span className={accountMenuImpersonation}>{impersonationLabel}</span>}
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
          {...triggerProps}
          ref={mergeRefs(triggerProps.ref, ref)}
          aria-label={label}
          className={accountMenuTrigger({ isImpersonating: impersonating })}
        />
      </span>
      {hasOpened && (
        <Suspense fallback={null}>
          <AccountMenuPopover
            {...popoverProps}
            isImpersonating={impersonating}
            label={label}
            onSettings={onSettings}
            onImpersonate={onImpersonate}
            onStopImpersonating={onStopImpersonating}
            onLogOut={onLogOut}
          />
        </Suspense>
      )}
    </div>
  );
}
