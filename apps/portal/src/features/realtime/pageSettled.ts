import { whenBrowserIdle } from './whenBrowserIdle.ts';

// What can wait for the page (realtime, its settings, the notification check, the page metrics)
// waits until the page has settled: its files loaded, its API calls and route chunks quiet for a
// while, the browser idle. Started earlier, pusher-js (18 KB) and realtime's modules took
// bandwidth and main-thread time from the page's own files and data while it was still drawing.

/** How long no API call or route chunk may have been in flight for the page to be settled. */
export const QUIET_MS = 1000;
/** Settled at the latest this long after asking, quiet or not (a page that keeps calling). */
export const SETTLE_LIMIT_MS = 10_000;

/** Counts what a page is loading (its API calls, its route chunks) and tells when it is quiet. */
export interface PageActivity {
  /** `fetchImpl`, with its calls counted. */
  count(fetchImpl: typeof fetch): typeof fetch;
  /** Counts `work` as in flight until it settles; returns it. */
  track<T>(work: Promise<T>): Promise<T>;
  /** Resolves once nothing counted has been in flight for QUIET_MS. */
  whenQuiet(): Promise<void>;
}

export function createPageActivity(): PageActivity {
  let inFlight = 0;
  let lastActivity = Number.NEGATIVE_INFINITY;
  const listeners = new Set<() => void>();
  const activity = () => {
    lastActivity = performance.now();
    for (const listener of listeners) listener();
  };
  const track = <T>(work: Promise<T>): Promise<T> => {
    inFlight += 1;
    activity();
    return work.finally(() => {
      inFlight -= 1;
      activity();
    });
  };
  return {
    count: (fetchImpl) => (input, init) => track(fetchImpl(input, init)),
    track,
    whenQuiet: () =>
      new Promise((resolve) => {
        let timer: ReturnType<typeof setTimeout> | undefined;
        const check = () => {
          clearTimeout(timer);
          if (inFlight > 0) return; // checked again when it ends
          const wait = lastActivity + QUIET_MS - performance.now();
          if (wait > 0) {
            timer = setTimeout(check, wait);
            return;
          }
          listeners.delete(check);
          resolve();
        };
        listeners.add(check);
        check();
      }),
  };
}

/**
 * This page's activity: its client's calls (`pageActivity.count(fetch)`) and its route chunks
 * (`loadChunk`), so that a page still waiting for its own module has not settled.
 */
export const pageActivity: PageActivity = createPageActivity();

function whenLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/**
 * Resolves once the page has settled: the document loaded, then nothing counted in flight for
 * QUIET_MS, then the browser idle; at the latest SETTLE_LIMIT_MS after asking.
 */
export function whenPageSettled(activity: PageActivity = pageActivity): Promise<void> {
  return Promise.race([
    whenLoaded()
      .then(() => activity.whenQuiet())
      .then(whenBrowserIdle),
    new Promise<void>((resolve) => setTimeout(resolve, SETTLE_LIMIT_MS)),
  ]);
}
