import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, following changes; false when `enabled` is false, where
 * `matchMedia` is missing (jsdom) and on the server.
 */
export function useMatchesMedia(query: string, enabled: boolean): boolean {
  const canMatch =
    enabled && typeof window !== 'undefined' && typeof window.matchMedia === 'function';
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatch) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query, canMatch],
  );
  return useSyncExternalStore(
    subscribe,
    () => canMatch && window.matchMedia(query).matches,
    () => false,
  );
}
