import type { Message, Thread } from '@airtime/domain';
import { type ApiCache, cachedKeys, updateCached } from '../swr/cacheUpdates.ts';
import { applyMessageToList, findMessageInList, isMessagesUrlOf } from './messageLists.ts';
import { applyThreadToData, findThreadIn, isThreadUrl } from './threadRecords.ts';

// The records the messaging ledger keeps (messages and record threads) and their copies in SWR's
// cached answers: where a record is cached, reading its copy, and writing its state into them.

export type MessageRecordRef = {
  readonly kind: 'message';
  readonly threadId: number;
  readonly id: number;
};
export type ThreadRecordRef = { readonly kind: 'thread'; readonly threadId: number };
export type RecordRef = MessageRecordRef | ThreadRecordRef;

/** A message (null: not, or no longer, there) or a thread (undefined: no cached answer holds it). */
export type RecordValue = Message | Thread | null | undefined;

/** A record and its state, as the ledger shows it. */
export type RecordState = readonly [RecordRef, RecordValue];

/** Whether an answer under this URL (or key) takes the record's state: a thread's only when known. */
function takes([ref, value]: RecordState, url: string): boolean {
  if (ref.kind === 'message') return isMessagesUrlOf(ref.threadId)(url);
  return value !== undefined && value !== null && isThreadUrl(url);
}

/** What the cache holds for a record now: the first cached copy, else null or undefined. */
export function readCachedRecord({ cache }: ApiCache, ref: RecordRef): RecordValue {
  if (ref.kind === 'message') {
    for (const key of cachedKeys(cache, isMessagesUrlOf(ref.threadId))) {
      const row = findMessageInList(cache.get(key)?.data, ref.id);
      if (row !== undefined) return row;
    }
    return null;
  }
  for (const key of cachedKeys(cache, isThreadUrl)) {
    const thread = findThreadIn(cache.get(key)?.data, ref.threadId);
    if (thread !== undefined) return thread;
  }
  return undefined;
}

/** An answer (cached or just fetched) under `key` with each record's state written into it. */
export function applyRecords(data: unknown, key: string, records: readonly RecordState[]): unknown {
  return records.reduce((next, record) => {
    if (!takes(record, key)) return next;
    const [ref, value] = record;
    return ref.kind === 'message'
      ? applyMessageToList(next, key, ref.id, value as Message | null)
      : applyThreadToData(next, value as Thread);
  }, data);
}

/** Writes each record's state into every cached answer that takes it. */
export function writeCachedRecords(cache: ApiCache, records: readonly RecordState[]): void {
  void updateCached(
    cache,
    (url) => records.some((record) => takes(record, url)),
    (data, key) => applyRecords(data, key, records),
  );
}
