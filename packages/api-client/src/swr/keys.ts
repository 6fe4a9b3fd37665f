import { type Call, type CallInput, callUrl } from '../endpoints/defineCall.ts';

/**
 * The SWR key of a GET call: its relative URL with the query's keys sorted, so equal inputs share
 * one cache entry and a path prefix finds every query of a resource ('/api/brands?...').
 */
export function keyFor<C extends Call>(call: C, input?: CallInput<C>): string {
  if (call.method !== 'GET') throw new TypeError(`${call.method} ${call.path} is not cacheable.`);
  return callUrl(call, (input ?? {}) as Parameters<typeof callUrl>[1]);
}

/** The cursor of a page key written by keyFor, for the infinite hooks' fetcher. */
export function cursorOfKey(key: string): string | undefined {
  const search = key.split('?')[1];
  return search === undefined
    ? undefined
    : (new URLSearchParams(search).get('cursor') ?? undefined);
}

/**
 * A query as a cache key should take it: empty values ('', null, undefined, empty lists) and the
 * names in `leaveOut` dropped, lists sorted with each value once, so equal filters share one cache
 * entry whatever order they came in.
 */
export function canonicalQuery<Q extends object>(query: Q, leaveOut: readonly string[] = []): Q {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(query)) {
    if (leaveOut.includes(name) || value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length === 0) continue;
      out[name] = [...new Set(value)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    } else {
      out[name] = value;
    }
  }
  return out as Q;
}
