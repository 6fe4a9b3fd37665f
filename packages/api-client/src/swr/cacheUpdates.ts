import type { Cache, ScopedMutator } from 'swr';
import type { ListPage } from '../decode/decoders.ts';

const INFINITE_PREFIX = '$inf$';

/** An SWR cache and its mutate, as `useSWRConfig()` gives them (or the global ones). */
export interface ApiCache {
  readonly cache: Cache;
  readonly mutate: ScopedMutator;
}

/** The URL behind a cache key: plain keys are URLs, infinite ones carry SWR's prefix. */
export function urlOfKey(key: string): string {
  return key.startsWith(INFINITE_PREFIX) ? key.slice(INFINITE_PREFIX.length) : key;
}

/** Whether a URL is the path or one of its queries: /api/brands matches /api/brands?s=a. */
export function isUnderPath(url: string, path: string): boolean {
  return url === path || url.startsWith(`${path}?`);
}

/** The cached keys whose URL matches, plain and infinite (SWR's mutate filter skips infinite ones). */
export function cachedKeys(cache: Cache, match: (url: string) => boolean): string[] {
  const keys: string[] = [];
  for (const key of cache.keys()) {
    if (typeof key === 'string' && !key.startsWith('$sub$') && match(urlOfKey(key))) keys.push(key);
  }
  return keys;
}

/**
 * Changes cached answers in place, without refetching (an optimistic or realtime update). A key
 * still waiting for its first answer is left alone: SWR drops the answer of a fetch that a mutate
 * overlapped, even one that changed nothing, and that first answer would never show.
 */
export async function updateCached(
  { cache, mutate }: ApiCache,
  match: (url: string) => boolean,
  update: (data: unknown, key: string) => unknown,
): Promise<void> {
  await Promise.all(
    cachedKeys(cache, match)
      .filter((key) => cache.get(key)?.data !== undefined)
      .map((key) => mutate(key, (data: unknown) => update(data, key), { revalidate: false })),
  );
}

/** Refetches every cached answer whose URL matches (after a write, or a missed realtime event). */
export async function revalidateCached(
  { cache, mutate }: ApiCache,
  match: (url: string) => boolean = () => true,
): Promise<void> {
  const keys = cachedKeys(cache, match);
  for (const key of keys) {
    // SWR refetches the loaded pages of an infinite list only with its `_i` flag set, as the
    // list's own mutate() does; a bare mutate(key) would keep every cached page.
    if (key.startsWith(INFINITE_PREFIX)) cache.set(key, { ...cache.get(key), _i: true } as object);
  }
  await Promise.all(keys.map((key) => mutate(key)));
}

function isListPage(value: unknown): value is ListPage<{ readonly id: number }> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as { data?: unknown }).data) &&
    'links' in value
  );
}

type WithId = { readonly id: number };

/**
 * Replaces the record with the same id wherever it sits in a cached answer: a record, a plain
 * array, a list page or the pages of an infinite list. Answers the same object when nothing changed.
 */
export function replaceRecord<T extends WithId>(data: unknown, record: T): unknown {
  if (Array.isArray(data)) {
    if (data.length > 0 && isListPage(data[0])) {
      let changed = false;
      const pages = data.map((page) => {
        const next = replaceRecord(page, record);
        if (next !== page) changed = true;
        return next;
      });
      return changed ? pages : data;
    }
    const index = data.findIndex((item: WithId) => item?.id === record.id);
    if (index < 0) return data;
    const copy = [...data];
    copy[index] = record;
    return copy;
  }
  if (isListPage(data)) {
    const rows = replaceRecord(data.data, record);
    return rows === data.data ? data : { ...data, data: rows };
  }
  if (typeof data === 'object' && data !== null && (data as WithId).id === record.id) return record;
  return data;
}

/** Takes the record with this id out of a cached list (any shape replaceRecord knows). */
export function removeRecord(data: unknown, id: number): unknown {
  if (Array.isArray(data)) {
    if (data.length > 0 && isListPage(data[0])) {
      let changed = false;
      const pages = data.map((page) => {
        const next = removeRecord(page, id);
        if (next !== page) changed = true;
        return next;
      });
      return changed ? pages : data;
    }
    const rows = data.filter((item: WithId) => item?.id !== id);
    return rows.length === data.length ? data : rows;
  }
  if (isListPage(data)) {
    const rows = removeRecord(data.data, id) as readonly WithId[];
    if (rows === data.data) return data;
    return { ...data, data: rows, meta: { ...data.meta, total: Math.max(0, data.meta.total - 1) } };
  }
  return data;
}
