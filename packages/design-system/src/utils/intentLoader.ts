import { useCallback, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/** A module part loaded once, on the first sign that someone is about to use it. */
export interface IntentLoader<T> {
  /** The loaded value, or null until it is loaded. */
  get(): T | null;
  /** Loads it (once; again after a failure). */
  load(): Promise<T>;
  /** Starts loading it, a failure left for the next `load` to meet (and retry). */
  preload(): void;
}

/** Wraps a dynamic import, e.g. `intentLoader(() => import('./Heavy.tsx').then((m) => m.Heavy))`. */
export function intentLoader<T>(importValue: () => Promise<T>): IntentLoader<T> {
  let loaded: T | null = null;
  let pending: Promise<T> | null = null;
  const load = () => {
    pending ??= importValue().then(
      (value) => {
        loaded = value;
        return value;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  return {
    get: () => loaded,
    load,
    preload: () => {
      load().catch(() => undefined);
    },
  };
}

/**
 * The loader's value, or null while a light stand-in shows; the handler that loads it and then
 * swaps it in (give it to the stand-in's focus and press); and one that only starts loading (give
 * it to the stand-in's hover: a swap under the pointer would take the element a press is about to
 * land on). `beforeSwap` runs right before the value replaces the stand-in, which is still in the
 * page then, to note what it was doing (focus, selection). A failed load leaves the stand-in; the
 * next intent tries again.
 */
export function useIntentLoaded<T>(
  loader: IntentLoader<T>,
  beforeSwap?: () => void,
): [value: T | null, load: () => void, preload: () => void] {
  const [value, setValue] = useState<T | null>(loader.get);
  const isLoading = useRef(false);
  const load = useCallback(() => {
    if (isLoading.current) return;
    isLoading.current = true;
    loader.load().then(
      (loaded) => {
        beforeSwap?.();
        // At once, so nothing the user does between the note and the swap is lost.
        flushSync(() => setValue(() => loaded));
      },
      () => {
        isLoading.current = false;
      },
    );
  }, [loader, beforeSwap]);
  return [value, load, loader.preload];
}
