import { createContext, useContext } from 'react';

/** How the side navigation shows: a modal drawer over the page, or a column beside it. */
export type NavMode = 'drawer' | 'docked';

/** The shell's navigation state, for the Header's toggle and the SideNav's links. */
export interface AppShellNav {
  /** Whether the side navigation shows. */
  isNavOpen: boolean;
  /** Opens or closes the side navigation. */
  setNavOpen: (isOpen: boolean) => void;
  /** Whether the navigation is a modal drawer or a docked column. */
  navMode: NavMode;
  /** Starts loading the drawer's code, before the toggle opens it (on its hover or focus). */
  preloadNav?: () => void;
}

export const AppShellContext = createContext<AppShellNav | null>(null);

/** The enclosing AppShell's navigation state, or `null` outside one. */
export function useAppShellNav(): AppShellNav | null {
  return useContext(AppShellContext);
}
