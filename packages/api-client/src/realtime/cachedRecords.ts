import type { ListIncluded } from '@airtime/domain';
import { createDecodeContext } from '../decode/DecodeContext.ts';
import { decodeRecord } from '../decode/decodeRecord.ts';
import type { RecordModel } from '../decode/defineModel.ts';
import { type ApiCache, cachedKeys, revalidateCached, urlOfKey } from '../swr/cacheUpdates.ts';

// Pure helpers that find one record in any cached answer (a record, an array, a list page, the
// pages of an infinite list) and change it, for the realtime events.

/** A decoded record as it sits in the cache. */
export type CachedRow = Readonly<Record<string, unknown>> & { readonly id: number };

/** The part of a list page these helpers read; other fields (permissions) are kept as they are. */
export interface CachedPage {
  readonly data: readonly unknown[];
  readonly included?: ListIncluded;
  readonly meta?: { readonly total: number; readonly per_page: number };
}

export function isRow(value: unknown): value is CachedRow {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as { id?: unknown }).id === 'number'
  );
}

export function isPage(value: unknown): value is CachedPage {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as { data?: unknown }).data) &&
    'links' in value
  );
}

/** Whether a cached answer holds pages of an infinite list. */
export function isPageList(value: unknown): value is readonly CachedPage[] {
  return Array.isArray(value) && value.length > 0 && value.every(isPage);
}

type RowChange = (row: CachedRow, included: ListIncluded) => CachedRow;

function mapRows(rows: readonly unknown[], id: number, included: ListIncluded, change: RowChange) {
  let changed = false;
  const next = rows.map((row) => {
    if (!isRow(row) || row.id !== id) return row;
    const updated = change(row, included);
    if (updated !== row) changed = true;
    return updated;
  });
  return changed ? next : rows;
}

/**
 * Changes each cached row with this id, wherever it sits; `change` also gets the `included` of
 * the row's page (relations are filled from it). Answers the same object when nothing changed.
 */
export function mapCachedRow(data: unknown, id: number, change: RowChange): unknown {
  if (isPageList(data)) {
    let changed = false;
    const pages = data.map((page) => {
      const next = mapCachedRow(page, id, change);
      if (next !== page) changed = true;
      return next;
    });
    return changed ? pages : data;
  }
  if (isPage(data)) {
    const rows = mapRows(data.data, id, data.included ?? {}, change);
    return rows === data.data ? data : { ...data, data: rows };
  }
  if (Array.isArray(data)) return mapRows(data, id, {}, change);
  if (isRow(data) && data.id === id) return change(data, {});
  return data;
}

/** `included` plus the cached row's own related records, so unchanged relations stay filled. */
function withCachedRelations(
  model: RecordModel<unknown>,
  cached: CachedRow,
  included: ListIncluded,
): ListIncluded {
  const rows: Record<string, unknown[]> = {};
  for (const [name, relation] of Object.entries(model.relations)) {
    const related = cached[name];
    if (relation.kind !== 'one' || relation.from === undefined || !isRow(related)) continue;
    rows[relation.from] = [...(rows[relation.from] ?? included[relation.from] ?? []), related];
  }
  return { ...included, ...rows };
}

/** What merging an event's record into a cached row gave. */
export interface Merged {
  readonly row: CachedRow;
  /** The row could not be brought fully up to date (a relation changed): refetch its answer. */
  readonly stale: boolean;
}

/**
 * The event's record decoded against the cached row's `included` and laid over the cached row:
 * relations the event does not carry stay as cached. `keep` names fields whose cached value wins
 * (per-reader state that one broadcast to many readers cannot know, e.g. `is_read`).
 */
export function mergeRecord(
  model: RecordModel<unknown>,
  raw: unknown,
  cached: CachedRow,
  included: ListIncluded,
  keep: readonly string[] = [],
): Merged {
  // The payload passed its schema already; what fails here is a relation the event lacks.
  const context = createDecodeContext(() => {}, withCachedRelations(model, cached, included));
  const decoded = decodeRecord(model, raw, context) as CachedRow | undefined;
  if (decoded === undefined) return { row: cached, stale: true };
  const row: Record<string, unknown> = { ...cached, ...decoded };
  for (const name of keep) if (name in cached) row[name] = cached[name];
  const stale = Object.entries(model.relations).some(
    ([name, relation]) =>
      relation.kind === 'one' &&
      relation.key !== undefined &&
      decoded[name] === undefined &&
      cached[name] !== undefined &&
      cached[relation.key] !== decoded[relation.key],
  );
  return { row: row as CachedRow, stale };
}

/** What a patch did to one cached answer. */
export interface Patched {
  readonly data: unknown;
  /** Refetch this answer: the event could not be applied to it exactly. */
  readonly stale?: boolean;
}

/**
 * Applies `patch` to every cached answer whose URL matches: changed answers are written without
 * refetching (at once on screen), stale ones then refetched.
 */
export async function patchCached(
  api: ApiCache,
  match: (url: string) => boolean,
  patch: (data: unknown, url: string) => Patched,
): Promise<void> {
  const writes: Promise<unknown>[] = [];
  const stale = new Set<string>();
  for (const key of cachedKeys(api.cache, match)) {
    const data = (api.cache.get(key) as { data?: unknown } | undefined)?.data;
    if (data === undefined) continue;
    const result = patch(data, urlOfKey(key));
    if (result.data !== data) writes.push(api.mutate(key, result.data, { revalidate: false }));
    if (result.stale === true) stale.add(urlOfKey(key));
  }
  await Promise.all(writes);
  if (stale.size > 0) await revalidateCached(api, (url) => stale.has(url));
}
