import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useShellNav } from './useShellNav.ts';

const initialWidth = window.innerWidth;

function resize(width: number) {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}

afterEach(() => resize(initialWidth));

describe('useShellNav (spec §2 opening rules)', () => {
  it.each([
    ['agency', 1024, 'drawer', false, true],
    ['agency', 1536, 'docked', true, true],
    ['brand', 700, 'drawer', false, true],
    ['creator', 800, 'docked', true, false],
    ['creator', 700, 'drawer', false, true],
    ['creator', 1600, 'docked', true, false],
  ] as const)('%s at %i px: %s, open %s, toggle %s', (appType, width, mode, open, toggle) => {
    resize(width);
    const { result } = renderHook(() => useShellNav(appType));
    expect(result.current).toMatchObject({
      navMode: mode,
      isNavOpen: open,
      hasNavToggle: toggle,
    });
  });

  it('closes the navigation when the window shrinks below xxl', () => {
    resize(1600);
    const { result } = renderHook(() => useShellNav('agency'));
    expect(result.current.isNavOpen).toBe(true);
    resize(1200);
    expect(result.current).toMatchObject({ navMode: 'drawer', isNavOpen: false });
    act(() => result.current.setNavOpen(true));
    expect(result.current.isNavOpen).toBe(true);
  });
});
