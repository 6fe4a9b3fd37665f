import { whenBrowserIdle } from './whenBrowserIdle.ts';

// What can wait for the page (realtime, its settings, the notification check) waits until the
// page has settled: its files loaded, its API calls quiet for a while, the browser idle. Started
// earlier, pusher-js (18 KB) and realtime's modules took bandwidth and main-thread time from the
// page's own files and data while it was still drawing.

/** How long no API call may have been in flight for the page to count as settled. */
export const QUIET_MS = 1000;
/** Settled at the latest this long after asking, quiet or not (a page that keeps calling). */
export const SETTLE_LIMIT_MS = 10_000;

/** Counts a page's API calls and tells when they have gone quiet. */
export interface RequestActivity {
  /** `fetchImpl`, with its calls counted. */
  count(fetchImpl: typeof fetch): typeof fetch;
  /** Resolves once no counted call has been in flight for QUIET_MS. */
  whenQuiet(): Promise<void>;
}

export function createRequestActivity(): RequestActivity {
  let inFlight = 0;
  let lastActivity = Number.NEGATIVE_INFINITY;
  const listeners = new Set<() => void>();
  const activity = () => {
    lastActivity = performance.now();
    for (const listener of listeners) listener();
  };
  return {
    count: (fetchImpl) => (input, init) => {
      inFlight += 1;
      activity();
      return fetchImpl(input, init).finally(() => {
        inFlight -= 1;
        activity();
      });
    },
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

/** The page's API calls: its client makes them through `pageRequests.count(fetch)`. */
export const pageRequests: RequestActivity = createRequestActivity();

function whenLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/**
 * Resolves once the page has settled: the document loaded, then no API call for QUIET_MS, then the
 * browser idle; at the latest SETTLE_LIMIT_MS after asking.
 */
export function whenPageSettled(requests: RequestActivity = pageRequests): Promise<void> {
  return Promise.race([
    whenLoaded()
      .then(() => requests.whenQuiet())
      .then(whenBrowserIdle),
    new Promise<void>((resolve) => setTimeout(resolve, SETTLE_LIMIT_MS)),
  ]);
}
