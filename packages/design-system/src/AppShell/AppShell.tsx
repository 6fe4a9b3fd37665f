import { lazy, type ReactNode, type Ref, Suspense, useMemo, useState } from 'react';
import { useControlledState } from '../ComboBox/useControlledState.ts';
import { cx } from '../utils/cx.ts';
import {
  type AppShellVariants,
  appShell,
  appShellBanners,
  appShellBody,
  appShellDockedNav,
  appShellHeader,
  appShellMain,
} from './AppShell.css.ts';
import { AppShellContext, type AppShellNav, type NavMode } from './AppShellContext.ts';

// The drawer's code (React Aria's modal, dialog and focus handling) loads when the toggle is first
// hovered, focused or pressed: a shell whose navigation starts closed does not carry it.
const loadDrawer = () => import('./AppShellDrawer.tsx');
const AppShellDrawer = lazy(async () => ({ default: (await loadDrawer()).AppShellDrawer }));
// A failed preload is not an error yet: the render that needs the module loads it again.
const preloadDrawer = () => void loadDrawer().catch(() => {});

export interface AppShellProps extends AppShellVariants {
  /** The top bar, usually a `Header` (its toggle opens and closes the navigation by itself). */
  header: ReactNode;
  /** The navigation, usually a `SideNav`. */
  sideNav: ReactNode;
  /** The page. */
  children: ReactNode;
  /**
   * Banners above the header: impersonation, cookies. Nothing renders when empty.
   * @default undefined
   */
  banners?: ReactNode;
  /**
   * `drawer`: a modal sheet over the page (agency and brand below xxl; spec §2). `docked`: a
   * 192 px column beside the content (creators above sm, everyone on xxl). The app decides.
   * @default 'drawer'
   */
  navMode?: NavMode;
  /**
   * Whether the navigation shows (controlled). Spec §2: closed at start unless the screen is xxl.
   * @default undefined
   */
  isNavOpen?: boolean;
  /**
   * Whether the navigation shows at first (uncontrolled).
   * @default false
   */
  defaultNavOpen?: boolean;
  /**
   * Called when the navigation opens or closes: the toggle, Escape, a click outside the drawer,
   * or a SideNav link followed in drawer mode.
   * @default undefined
   */
  onNavOpenChange?: (isOpen: boolean) => void;
  /**
   * The navigation drawer's accessible name.
   * @default 'Navigation'
   */
  navLabel?: string;
  /**
   * No padding around the content, for the inbox.
   * @default false
   */
  isFrameless?: AppShellVariants['isFrameless'];
  /**
   * Extra class names for the root.
   * @default undefined
   */
  className?: string;
  /**
   * The `<main>` element, e.g. to move focus there after a navigation.
   * @default undefined
   */
  mainRef?: Ref<HTMLElement>;
}

/**
 * The main layout (spec §2, §9): banners, a sticky header, the side navigation as a drawer or a
 * docked column, and the content in `<main>`.
 */
export function AppShell({
  header,
  sideNav,
  children,
  banners,
  navMode = 'drawer',
  isNavOpen: isNavOpenProp,
  defaultNavOpen = false,
  onNavOpenChange,
  navLabel = 'Navigation',
  isFrameless,
  className,
  mainRef,
}: AppShellProps) {
  const [isNavOpen, setNavOpen] = useControlledState(
    isNavOpenProp,
    defaultNavOpen,
    onNavOpenChange,
  );
  const nav = useMemo<AppShellNav>(
    () => ({ isNavOpen, setNavOpen, navMode, preloadNav: preloadDrawer }),
    [isNavOpen, setNavOpen, navMode],
  );
  // Once opened, the drawer stays rendered, so it can play its closing animation.
  const [hasOpenedDrawer, setHasOpenedDrawer] = useState(false);
  const isDrawer = navMode === 'drawer';
  if (isDrawer && isNavOpen && !hasOpenedDrawer) setHasOpenedDrawer(true);

  return (
    <AppShellContext.Provider value={nav}>
      <div className={cx(appShell, className)}>
        {banners != null && <div className={appShellBanners}>{banners}</div>}
        <div className={appShellHeader}>{header}</div>
        <div className={appShellBody}>
          {!isDrawer
            ? isNavOpen && <div className={appShellDockedNav}>{sideNav}</div>
            : hasOpenedDrawer && (
                <Suspense fallback={null}>
                  <AppShellDrawer isOpen={isNavOpen} onOpenChange={setNavOpen} label={navLabel}>
                    {sideNav}
                  </AppShellDrawer>
                </Suspense>
              )}
          <main ref={mainRef} tabIndex={-1} className={appShellMain({ isFrameless })}>
            {children}
          </main>
        </div>
      </div>
    </AppShellContext.Provider>
  );
}
