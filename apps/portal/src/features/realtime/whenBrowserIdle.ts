/** Started at the latest this long after asking, idle or not (or without requestIdleCallback). */
export const IDLE_TIMEOUT_MS = 2000;

/**
 * Resolves when the browser is next idle (requestIdleCallback), at the latest after
 * IDLE_TIMEOUT_MS; where there is no requestIdleCallback (Safari), after IDLE_TIMEOUT_MS.
 */
export function whenBrowserIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') {
      requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    } else {
      setTimeout(resolve, IDLE_TIMEOUT_MS);
    }
  });
}
