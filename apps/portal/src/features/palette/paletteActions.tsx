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
// Each screen's latest actions: what the offered ones run, so a screen's re-render (new handlers,
// the same offer) need not redraw the palette.
const latest = new Map<string, readonly PaletteAction[]>();
const listeners = new Set<() => void>();

/** The registry the palette reads: every screen's actions, and a way to hear of changes. */
export const paletteRegistry = {
  entries,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

/** The same actions, as the palette shows them (handlers, icons and keywords aside). */
function isSameOffer(shown: readonly PaletteAction[], next: readonly PaletteAction[]): boolean {
  return (
    shown.length === next.length &&
    shown.every(
      (action, index) =>
        action.id === next[index]?.id &&
        action.label === next[index]?.label &&
        action.description === next[index]?.description,
    )
  );
}

function change(key: string, actions: readonly PaletteAction[] | null) {
  if (actions === null) {
    latest.delete(key);
    if (!entries.delete(key)) return;
  } else {
    latest.set(key, actions);
    if (isSameOffer(entries.get(key) ?? [], actions)) return;
    entries.set(
      key,
      actions.map((action) => ({
        ...action,
        run: () =>
          latest
            .get(key)
            ?.find((current) => current.id === action.id)
            ?.run(),
      })),
    );
  }
  for (const listener of listeners) listener();
}

/**
 * Offers `actions` in the command palette while the calling component is shown. Give only what
 * the user may do, decided by the same checks as the screen's own controls (an empty list
 * otherwise).
 */
export function usePaletteActions(actions: readonly PaletteAction[]): void {
  const key = useId();
  // After every render: the palette runs the screen's latest handlers (it redraws on a new offer).
  useEffect(() => change(key, actions));
  useEffect(() => () => change(key, null), [key]);
}
