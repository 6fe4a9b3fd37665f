import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useId,
  useState,
  useSyncExternalStore,
} from 'react';

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

interface PaletteActionsStore {
  set(key: string, actions: readonly PaletteAction[]): void;
  remove(key: string): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly PaletteAction[];
}

function createPaletteActionsStore(): PaletteActionsStore {
  const entries = new Map<string, readonly PaletteAction[]>();
  const listeners = new Set<() => void>();
  let snapshot: readonly PaletteAction[] = [];
  const changed = () => {
    snapshot = [...entries.values()].flat();
    for (const listener of listeners) listener();
  };
  return {
    set(key, actions) {
      const before = entries.get(key);
      // Nothing offered before nor now: no change for the palette to redraw.
      if (before !== undefined && before.length === 0 && actions.length === 0) return;
      entries.set(key, actions);
      changed();
    },
    remove(key) {
      if (entries.delete(key)) changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
  };
}

const PaletteActionsContext = createContext<PaletteActionsStore | null>(null);

/** Where the screens of the signed-in shell register their actions for the command palette. */
export function PaletteActionsProvider({ children }: { readonly children: ReactNode }) {
  const [store] = useState(createPaletteActionsStore);
  return <PaletteActionsContext value={store}>{children}</PaletteActionsContext>;
}

/**
 * Offers `actions` in the command palette while the calling component is shown. Give only what
 * the user may do, decided by the same checks as the screen's own controls (an empty list
 * otherwise). Outside the shell (a test of one part) it does nothing.
 */
export function usePaletteActions(actions: readonly PaletteAction[]): void {
  const store = useContext(PaletteActionsContext);
  const key = useId();
  // After every render: the palette runs the screen's latest handlers.
  useEffect(() => {
    store?.set(key, actions);
  });
  useEffect(() => () => store?.remove(key), [store, key]);
}

const NONE: readonly PaletteAction[] = [];
const subscribeNowhere = () => () => {};

/** Every action the screens shown offer now, in the order they registered. */
export function useOfferedPaletteActions(): readonly PaletteAction[] {
  const store = useContext(PaletteActionsContext);
  return useSyncExternalStore(
    store?.subscribe ?? subscribeNowhere,
    store?.getSnapshot ?? (() => NONE),
  );
}
