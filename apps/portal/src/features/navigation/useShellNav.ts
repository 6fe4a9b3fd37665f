import type { NavMode } from '@airtime/design-system';
import type { AppType } from '@airtime/domain';
import { useState } from 'react';
import { useBreakpoint } from './useBreakpoint.ts';

/** How the side navigation shows, and whether the header offers its toggle. */
export interface ShellNav {
  readonly navMode: NavMode;
  readonly isNavOpen: boolean;
  setNavOpen(isOpen: boolean): void;
  readonly hasNavToggle: boolean;
}

/**
 * The opening rules of spec §2: agency and brand navigation is a drawer, closed at start, below
 * xxl (it closes after a link is followed) and a docked column open at start on xxl; the creator
 * navigation is always open except on min and sm screens.
 */
export function useShellNav(appType: AppType): ShellNav {
  const breakpoint = useBreakpoint();
  const isWide = breakpoint === 'xxl';
  const isCreatorDocked = appType === 'creator' && breakpoint !== 'min' && breakpoint !== 'sm';
  const [isOpen, setOpen] = useState(isWide);
  const [wasWide, setWasWide] = useState(isWide);
  if (wasWide !== isWide) {
    // Crossing xxl starts that size's rule again, so a drawer never pops open on a resize.
    setWasWide(isWide);
    setOpen(isWide);
  }
  return {
    navMode: isWide || isCreatorDocked ? 'docked' : 'drawer',
    isNavOpen: isCreatorDocked || isOpen,
    setNavOpen: setOpen,
    hasNavToggle: !isCreatorDocked,
  };
}
