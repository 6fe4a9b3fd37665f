import type { Cache } from 'swr';
import type { AnyCall, CallInput, CallResult } from '../endpoints/defineCall.ts';
import type { HttpClient } from '../http/createHttpClient.ts';
import { keyFor } from './keys.ts';

// Answers a route asked for before its page rendered, kept per client under the cache key the
// page's hook reads, so the hook takes the answer (or the request in flight) instead of asking
// again. A preload fails quietly: the hook then makes its own call, which reports as any call.
// An answer the client's SWR cache already holds is not asked for: its hook shows it.

/** How long a preloaded answer waits for its hook; an older one is fetched again. */
export const PRELOAD_MAX_AGE_MS = 10_000;

type Outcome = { readonly ok: true; readonly value: unknown } | { readonly ok: false };

interface Preload {
  readonly outcome: Promise<Outcome>;
  readonly startedAt: number;
}

const preloadsByClient = new WeakMap<HttpClient, Map<string, Preload>>();
const cachesByClient = new WeakMap<HttpClient, Cache>();

/** Names the SWR cache the client's hooks read (ApiProvider does); returns the unbind. */
export function attachPreloadCache(client: HttpClient, cache: Cache): () => void {
  cachesByClient.set(client, cache);
  return () => {
    if (cachesByClient.get(client) === cache) cachesByClient.delete(client);
  };
}

function preloadsOf(client: HttpClient): Map<string, Preload> {
  let preloads = preloadsByClient.get(client);
  if (preloads === undefined) {
    preloads = new Map();
    preloadsByClient.set(client, preloads);
  }
  return preloads;
}

function isFresh(preload: Preload): boolean {
  return Date.now() - preload.startedAt <= PRELOAD_MAX_AGE_MS;
}

/**
 * Starts a GET call for a page that has not rendered yet (a route's preload): its hook, reading the
 * same call with the same input, takes the answer. Asked again while one is fresh, or for an answer
 * already cached, it starts none. Resolves to the answer, or undefined when the call failed
 * (nothing is reported for it).
 *
 * ```ts
 * void preloadQuery(client, getBrandStats, { params: { id: 2 } }); // useBrandStats(2) takes it
 * ```
 */
export function preloadQuery<C extends AnyCall>(
  client: HttpClient,
  call: C,
  input?: CallInput<C>,
): Promise<CallResult<C> | undefined> {
  const key = keyFor(call, input);
  const cached = cachesByClient.get(client)?.get(key)?.data as CallResult<C> | undefined;
  if (cached !== undefined) return Promise.resolve(cached);
  const preloads = preloadsOf(client);
  let preload = preloads.get(key);
  if (preload === undefined || !isFresh(preload)) {
    const send = client.request as (call: AnyCall, input?: unknown) => Promise<unknown>;
    const outcome = send(call, { ...input, quiet: true }).then(
      (value): Outcome => ({ ok: true, value }),
      (): Outcome => {
        if (preloads.get(key) === preload) preloads.delete(key);
        return { ok: false };
      },
    );
    preload = { outcome, startedAt: Date.now() };
    preloads.set(key, preload);
  }
  return preload.outcome.then((outcome) =>
    outcome.ok ? (outcome.value as CallResult<C>) : undefined,
  );
}

/**
 * Starts a whole list's pages for a page that has not rendered yet: the first, then each next one
 * as the one before names its cursor, up to `maxPages`. useWholeList, reading the same list, takes
 * each page (its cursor makes the same key) instead of asking for it only after the page mounts.
 * Resolves once the last page is in or a page failed.
 */
export async function preloadWholeList<C extends AnyCall>(
  client: HttpClient,
  call: C,
  input: CallInput<C> & { readonly query?: object },
  maxPages: number,
): Promise<void> {
  let cursor: string | undefined;
  for (let page = 0; page < maxPages; page += 1) {
    const pageInput =
      cursor === undefined ? input : { ...input, query: { ...input.query, cursor } };
    const answer = (await preloadQuery(client, call, pageInput as CallInput<C>)) as
      | { readonly links?: { readonly next?: string | null } }
      | undefined;
    const next = answer?.links?.next;
    if (next === null || next === undefined) return;
    cursor = next;
  }
}

/**
 * A hook's fetch of `key`: the fresh preloaded answer once (the request in flight included), else
 * `fetch()`; a preload that failed falls back to `fetch()` too, so its failure is reported.
 */
export function fetchPreloadedOr<T>(
  client: HttpClient,
  key: string,
  fetch: () => Promise<T>,
): Promise<T> {
  const preloads = preloadsOf(client);
  const preload = preloads.get(key);
  if (preload === undefined) return fetch();
  preloads.delete(key);
  if (!isFresh(preload)) return fetch();
  return preload.outcome.then((outcome) => (outcome.ok ? (outcome.value as T) : fetch()));
}

/** Drops every preloaded answer of the client (the acting user changed: they were another's). */
export function forgetPreloads(client: HttpClient): void {
  preloadsByClient.get(client)?.clear();
}
