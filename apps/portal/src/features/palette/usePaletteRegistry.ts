import { useCallback, useRef, useSyncExternalStore } from 'react';
import { type PaletteAction, paletteRegistry } from './paletteActions.tsx';

/** Every action the screens shown offer now, in the order they registered. */
export function useOfferedPaletteActions(): readonly PaletteAction[] {
  const snapshot = useRef<{ version: number; actions: readonly PaletteAction[] }>({
    version: -1,
    actions: [],
  });
  const version = useRef(0);
  const subscribe = useCallback(
    (onChange: () => void) =>
      paletteRegistry.subscribe(() => {
        version.current += 1;
        onChange();
      }),
    [],
  );
  const getSnapshot = useCallback(() => {
    if (snapshot.current.version !== version.current) {
      snapshot.current = {
        version: version.current,
        actions: [...paletteRegistry.entries.values()].flat(),
      };
    }
    return snapshot.current.actions;
  }, []);
  return useSyncExternalStore(subscribe, getSnapshot);
}
