import { type ReactNode, useEffect, useId } from 'react';

/** Something the current screen offers to do, run from the command palette. */
export interface PaletteAction {
  /** Stable across screens and records ('campaign:priority:high'): recent and frequent use it. */
  readonly id: string;
  /** 'Create brand', 'Move campaign to IO Approval'. */
  readonly label: string;
  /** What it acts on: the selected campaign, the list. */
  readonly description?: string;
  readonly icon?: ReactNode;
  readonly keywords?: readonly string[];
  /** The screen's own handler: the same modal or write as its menu or button. */
  readonly run: () => void;
}

// One registry for the page (one signed-in shell at a time), kept small: the shell carries it,
// and the palette, loaded later, reads it (usePaletteRegistry.ts).
const entries = new Map<string, readonly PaletteAction[]>();
const listeners = new Set<() => void>();

/** The registry the palette reads: every screen's actions, and a way to hear of changes. */
export const paletteRegistry = {
  entries,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

function change(key: string, actions: readonly PaletteAction[] | null) {
  if (actions === null) entries.delete(key);
  // Nothing offered before nor now: nothing for the palette to redraw.
  else if (actions.length > 0 || entries.get(key)?.length) entries.set(key, actions);
  else return;
  for (const listener of listeners) listener();
}

/**
 * Offers `actions` in the command palette while the calling component is shown. Give only what
 * the user may do, decided by the same checks as the screen's own controls (an empty list
 * otherwise).
 */
export function usePaletteActions(actions: readonly PaletteAction[]): void {
  const key = useId();
  // After every render: the palette runs the screen's latest handlers.
  useEffect(() => change(key, actions));
  useEffect(() => () => change(key, null), [key]);
}
