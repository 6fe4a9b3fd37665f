import type { BrowserContext, Page } from 'playwright-core';

// What the browser really fetches on a cold load of one path (a fresh context: empty HTTP cache,
// the session's cookies kept), read from the DevTools protocol's network events.

/** One request of a page load, as the DevTools protocol reported it. */
export interface LoadedRequest {
  readonly url: string;
  readonly path: string;
  /** Seconds since the navigation started. */
  readonly start: number;
  readonly end: number;
  /** Every document or script on the stack that asked for it, async callers included. */
  readonly causes: readonly string[];
  /** The round of module loading it belongs to: 1 = what the document asked for. */
  readonly round: number;
}

export interface ColdLoad {
  readonly finalPath: string;
  readonly requests: readonly LoadedRequest[];
  /** The JS and CSS under /assets/, in the order they were requested. */
  readonly assets: readonly LoadedRequest[];
  /** The API requests (under /api/ and /sanctum/), in the order they were requested. */
  readonly api: readonly LoadedRequest[];
  /** The first call for the page's content (not the session's); undefined if it made none. */
  readonly firstDataRequest: LoadedRequest | undefined;
}

interface CdpInitiator {
  readonly type: string;
  readonly url?: string;
  readonly stack?: CdpStack;
}
interface CdpStack {
  readonly callFrames: readonly { readonly url: string }[];
  readonly parent?: CdpStack;
}

/** Every script URL on an initiator's stack (async parents included), and its own URL. */
function initiatorUrls(initiator: CdpInitiator): string[] {
  const urls = new Set<string>();
  for (let stack = initiator.stack; stack !== undefined; stack = stack.parent) {
    for (const frame of stack.callFrames) if (frame.url.startsWith('http')) urls.add(frame.url);
  }
  if (initiator.url?.startsWith('http') === true) urls.add(initiator.url);
  return [...urls];
}

export interface LoadColdOptions {
  /**
   * What must also have happened before the load is read, started with the navigation: on a busy
   * machine the network can fall idle while a script still evaluates, before the page asked for all.
   */
  readonly ready?: (page: Page) => Promise<unknown>;
}

/** Loads `path` in a new page of `context` and waits until the network has been idle. */
export async function loadCold(
  context: BrowserContext,
  path: string,
  options: LoadColdOptions = {},
): Promise<ColdLoad> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const started = new Map<string, { url: string; start: number; initiator: CdpInitiator }>();
  const ended = new Map<string, number>();
  cdp.on('Network.requestWillBeSent', (event) => {
    const initiator = event.initiator as CdpInitiator;
    const known = started.get(event.requestId);
    // A module preload and the import that uses it can both report the request; the one whose
    // initiator names a script says who asked for it ('about:client' names nothing).
    if (known === undefined || initiatorUrls(known.initiator).length === 0) {
      started.set(event.requestId, {
        url: event.request.url,
        start: known?.start ?? event.timestamp,
        initiator,
      });
    }
  });
  cdp.on('Network.loadingFinished', (event) => ended.set(event.requestId, event.timestamp));
  cdp.on('Network.loadingFailed', (event) => ended.set(event.requestId, event.timestamp));
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  const ready = options.ready?.(page);
  // Generous: a busy machine is slow, and this measures bytes and order, not time.
  await page.goto(path, { waitUntil: 'networkidle', timeout: 90_000 });
  await ready;
  const finalPath = new URL(page.url()).pathname;
  await page.close();

  const entries = [...started.entries()].sort(([, a], [, b]) => a.start - b.start);
  const origin = entries[0]?.[1].start ?? 0;
  const requests = entries.map(([id, request]) => ({
    url: request.url,
    path: new URL(request.url).pathname,
    start: request.start - origin,
    end: (ended.get(id) ?? request.start) - origin,
    causes: initiatorUrls(request.initiator),
  }));
  return summarize(finalPath, requests);
}

const isAsset = (path: string) => /^\/assets\/.+\.(js|css)$/.test(path);
const isApi = (path: string) => /^\/(api|sanctum)\//.test(path);

/**
 * Calls that set up the session rather than fetch the page's content: the signed-in user, the
 * CSRF cookie and the realtime channels' authorization.
 */
const SESSION_CALLS = new Set(['/api/user', '/sanctum/csrf-cookie', '/api/broadcasting/auth']);

/** How close in time a file whose request names no cause must be to one that does, to share its round. */
const SAME_BATCH_S = 0.02;

/**
 * Rounds of module loading: the document is round 0; a JS or CSS file is one round after the
 * latest of the files on the stack of code that asked for it (its importer, the chunk whose lazy
 * import it is, the inline script that preloads it; async callers included). The protocol names
 * no cause for a module preload a script adds (Vite's preloads of a lazy import's files): such a
 * file shares the round of a file asked for within 20 ms that does name one (the same preload
 * batch), else it is one round after the latest file that had arrived before it was asked for.
 */
function summarize(finalPath: string, requests: readonly Omit<LoadedRequest, 'round'>[]): ColdLoad {
  const roundOf = new Map<string, number>();
  const causedRound = (request: Omit<LoadedRequest, 'round'>): number | undefined => {
    const rounds = request.causes.flatMap((url) => {
      const round = roundOf.get(url);
      return round === undefined ? [] : [round];
    });
    return rounds.length === 0 ? undefined : Math.max(...rounds) + 1;
  };
  // Files that name their cause first, in request order (a cause is always requested earlier).
  for (const request of requests) {
    const round = request === requests[0] ? 0 : causedRound(request);
    if (round !== undefined && !roundOf.has(request.url)) roundOf.set(request.url, round);
  }
  const rounded: LoadedRequest[] = [];
  for (const request of requests) {
    let round = roundOf.get(request.url) ?? causedRound(request);
    if (round === undefined) {
      const batch = requests.filter(
        (other) =>
          other !== request &&
          isAsset(other.path) &&
          other.causes.length > 0 &&
          Math.abs(other.start - request.start) <= SAME_BATCH_S,
      );
      const batchRounds = batch.flatMap((other) => {
        const known = roundOf.get(other.url);
        return known === undefined ? [] : [known];
      });
      const arrived = rounded.filter(
        (earlier) => (earlier.round === 0 || isAsset(earlier.path)) && earlier.end <= request.start,
      );
      round =
        batchRounds.length > 0
          ? Math.min(...batchRounds)
          : Math.max(0, ...arrived.map((earlier) => earlier.round)) + 1;
    }
    rounded.push({ ...request, round });
  }
  return {
    finalPath,
    requests: rounded,
    assets: rounded.filter((request) => isAsset(request.path)),
    api: rounded.filter((request) => isApi(request.path)),
    firstDataRequest: rounded.find(
      (request) => isApi(request.path) && !SESSION_CALLS.has(request.path),
    ),
  };
}

/** The rounds of module loading that began before the page asked for its first content. */
export function roundsBeforeData(load: ColdLoad): number {
  const first = load.firstDataRequest;
  const assets =
    first === undefined ? load.assets : load.assets.filter((asset) => asset.start < first.start);
  return new Set(assets.map((asset) => asset.round)).size;
}
