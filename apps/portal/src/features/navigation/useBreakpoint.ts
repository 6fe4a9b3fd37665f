import { type Breakpoint, getBreakpoint } from '@airtime/design-system';
import { useSyncExternalStore } from 'react';

// The window's width, read once and then on each resize, never while rendering: React reads the
// snapshot during a render and again after each commit, when window.innerWidth forces a layout
// of the DOM it has just changed (65 ms of a cold load's longest task on a throttled phone).
let width: number | undefined;

function windowWidth(): number {
  if (width === undefined) {
    width = window.innerWidth;
    // Added before any subscriber's: the width is new when they are told.
    window.addEventListener('resize', () => {
      width = window.innerWidth;
    });
  }
  return width;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const read = (): Breakpoint => getBreakpoint(windowWidth());

/** The window's breakpoint of spec §9 (min, sm, md, lg, xl, xxl), following resizes. */
export function useBreakpoint(): Breakpoint {
  return useSyncExternalStore(subscribe, read, () => 'lg');
}
