import {
  type AnyCall,
  type Call,
  type CallInput,
  callUrl,
  fillPath,
  type PathParams,
} from '../endpoints/defineCall.ts';
import { isUnderPath, urlOfKey } from './cacheUpdates.ts';

/**
 * The SWR key of a GET call: its relative URL with the query's keys sorted, so equal inputs share
 * one cache entry and matchesCall finds every query of a call (/api/brands?...).
 */
export function keyFor<C extends Call>(call: C, input?: CallInput<C>): string {
  assertCacheable(call);
  return callUrl(call, (input ?? {}) as Parameters<typeof callUrl>[1]);
}

/** The path parameters a call's path names, typed from it: `{ id }` for /api/brands/:id. */
export type CallParams<C> = C extends Call<infer Path> ? PathParams<Path> : never;

/** Cached answers, as a write or an event names them: a GET call, or matchesCall's test. */
export type CacheMatch = AnyCall | ((keyOrUrl: string) => boolean);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const pathPatterns = new Map<string, RegExp>();

/** A path template as a pattern: each `:name` one segment, any query after it. */
function pathPattern(path: string): RegExp {
  let pattern = pathPatterns.get(path);
  if (pattern === undefined) {
    const segments = path.split(/:\w+/).map(escapeRegExp).join('([^/?]+)');
    pattern = new RegExp(`^${segments}(?:\\?.*)?$`);
    pathPatterns.set(path, pattern);
  }
  return pattern;
}

function assertCacheable(call: AnyCall): void {
  if (call.method !== 'GET') throw new TypeError(`${call.method} ${call.path} is not cacheable.`);
}

/**
 * The path parameters of a cached URL (or key) that holds an answer of this GET call, whatever
 * its query; undefined for another URL:
 * `callParamsOf(listMessages, '$inf$/api/threads/3/messages?cursor=x')` gives `{ id: '3' }`.
 */
export function callParamsOf(
  call: AnyCall,
  keyOrUrl: string,
): Readonly<Record<string, string>> | undefined {
  assertCacheable(call);
  const match = pathPattern(call.path).exec(urlOfKey(keyOrUrl));
  if (match === null) return undefined;
  const names = [...call.path.matchAll(/:(\w+)/g)].map(([, name]) => name as string);
  return Object.fromEntries(
    names.map((name, index) => [name, decodeURIComponent(match[index + 1] as string)]),
  );
}

/**
 * Whether a cached URL (or key) holds an answer of this GET call, whatever its query: with
 * params, only that record's (`matchesCall(getBrand, { id: 2 })`); without, any of them.
 */
export function matchesCall<C extends AnyCall>(
  call: C,
  params?: CallParams<C>,
): (keyOrUrl: string) => boolean {
  assertCacheable(call);
  if (params === undefined) {
    const pattern = pathPattern(call.path);
    return (keyOrUrl) => pattern.test(urlOfKey(keyOrUrl));
  }
  const path = fillPath(call.path, params as Readonly<Record<string, number | string>>);
  return (keyOrUrl) => isUnderPath(urlOfKey(keyOrUrl), path);
}

/** Whether a cached URL (or key) holds any of these answers: a call's (any), or a test's. */
export function matchesAny(matches: readonly CacheMatch[]): (keyOrUrl: string) => boolean {
  const tests = matches.map((match) => (typeof match === 'function' ? match : matchesCall(match)));
  return (keyOrUrl) => tests.some((test) => test(keyOrUrl));
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
