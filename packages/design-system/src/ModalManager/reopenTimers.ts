import { MODAL_REOPEN_DELAY } from './modalStack.ts';

export interface ReopenTimers {
  /**
   * Matches the timers to the names now waiting to reopen: starts one for each new name, cancels
   * those no longer waiting, and leaves running timers alone (new props do not restart the wait).
   */
  sync: (pendingNames: readonly string[]) => void;
  /** Cancels every timer (the manager unmounts). */
  clear: () => void;
}

/** One timer per modal waiting to reopen; `onDue(name)` runs when its delay has passed. */
export function createReopenTimers(
  onDue: (name: string) => void,
  delay: number = MODAL_REOPEN_DELAY,
): ReopenTimers {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  return {
    sync(pendingNames) {
      for (const [name, timer] of timers) {
        if (!pendingNames.includes(name)) {
          clearTimeout(timer);
          timers.delete(name);
        }
      }
      for (const name of pendingNames) {
        if (timers.has(name)) continue;
        timers.set(
          name,
          setTimeout(() => {
            timers.delete(name);
            onDue(name);
          }, delay),
        );
      }
    },
    clear() {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}
