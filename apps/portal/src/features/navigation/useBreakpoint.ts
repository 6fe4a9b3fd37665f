import { type Breakpoint, getBreakpoint } from '@airtime/design-system';
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const read = (): Breakpoint => getBreakpoint(window.innerWidth);

/** The window's breakpoint of spec §9 (min, sm, md, lg, xl, xxl), following resizes. */
export function useBreakpoint(): Breakpoint {
  return useSyncExternalStore(subscribe, read, () => 'lg');
}
