import { Menu as MenuIcon } from 'lucide-react';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { useAppShellNav } from '../AppShell/AppShellContext.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import { cx } from '../utils/cx.ts';
import {
  type HeaderVariants,
  header,
  headerActions,
  headerTitle,
  headerTitleText,
} from './Header.css.ts';

export interface HeaderProps
  extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'title'>,
    HeaderVariants {
  /**
   * The title area: a logo, breadcrumbs or the `GlobalSearch`; plain text shows as the page
   * title, cut with an ellipsis.
   * @default undefined
   */
  title?: ReactNode;
  /**
   * Controls on the right: `HeaderIconButton`s (IOs, Inbox) and the `AccountMenu`.
   * @default undefined
   */
  actions?: ReactNode;
  /**
   * Shows the 'Toggle navigation' button (hide it when the navigation is always docked).
   * @default true
   */
  hasNavToggle?: HeaderVariants['hasNavToggle'];
  /**
   * The toggle's accessible name (decisions §8).
   * @default 'Toggle navigation'
   */
  navToggleLabel?: string;
  /**
   * Whether the navigation is open, for the toggle's `aria-expanded`.
   * @default the enclosing AppShell's state
   */
  isNavOpen?: boolean | undefined;
  /**
   * Called by the toggle with the new state.
   * @default opens or closes the enclosing AppShell's navigation
   */
  onNavToggle?: ((isOpen: boolean) => void) | undefined;
  /**
   * The `<header>` element.
   * @default undefined
   */
  ref?: Ref<HTMLElement>;
}

/** The app's top bar: the navigation toggle, a title area and actions, in a banner landmark. */
export function Header({
  title,
  actions,
  hasNavToggle = true,
  navToggleLabel = 'Toggle navigation',
  isNavOpen,
  onNavToggle,
  className,
  ...props
}: HeaderProps) {
  const shell = useAppShellNav();
  const isOpen = isNavOpen ?? shell?.isNavOpen ?? false;
  const toggle = onNavToggle ?? shell?.setNavOpen;
  return (
    <header {...props} className={cx(header({ hasNavToggle }), className)}>
      {hasNavToggle && (
        <IconButton
          label={navToggleLabel}
          icon={<MenuIcon />}
          aria-expanded={isOpen}
          onHoverStart={() => shell?.preloadNav?.()}
          onFocus={() => shell?.preloadNav?.()}
          onPress={() => toggle?.(!isOpen)}
        />
      )}
      <div className={headerTitle}>
        {typeof title === 'string' ? <span className={headerTitleText}>{title}</span> : title}
      </div>
      {actions != null && <div className={headerActions}>{actions}</div>}
    </header>
  );
}
