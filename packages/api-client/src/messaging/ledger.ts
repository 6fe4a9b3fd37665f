import type { Message, Thread } from '@airtime/domain';
import type { Cache } from 'swr';
import type { ApiCache } from '../swr/cacheUpdates.ts';
import { ExpectedSends } from './expectedSends.ts';
import { FailedSends } from './failedSends.ts';
import { mergeMessage } from './messagePages.ts';
import {
  applyRecords,
  type MessageRecordRef,
  type RecordRef,
  type RecordValue,
  readCachedRecord,
  type ThreadRecordRef,
  writeCachedRecords,
} from './records.ts';
import { SavedIds } from './savedIds.ts';
import { WriteQueues } from './writeQueues.ts';

// The optimistic state of messaging (spec §4), one ledger per SWR cache. For each record with
// changes in flight it keeps the record as the server last confirmed it and the pending changes
// in order; what the cache shows is the pending changes laid over the confirmed record. A change
// that fails is dropped and the record recomputed from the others, so concurrent changes never
// roll each other back, and once nothing is pending the cache holds exactly what the server said.
// Writes of a thread run one at a time, in order (see WriteQueues). The server broadcasts a sent
// message to its author too, often before it answers the send: that copy takes the temporary
// record's place at once (see claimCreated), so the message is never listed twice. A list still
// loading has no cached answer to write into: its answer gets the changes when it comes (see
// fetchRebased).

/** A change to one record: an optimistic one while its call is under way, or a confirmed one. */
export type RecordChange =
  | {
      readonly ref: MessageRecordRef;
      readonly change: (message: Message | null) => Message | null;
    }
  | {
      readonly ref: ThreadRecordRef;
      readonly change: (thread: Thread | undefined) => Thread | undefined;
    };

interface Entry {
  readonly ref: RecordRef;
  /** The record as the server last confirmed it (its answers, realtime events). */
  confirmed: RecordValue;
  readonly pending: PendingChange[];
  /** The ledger's seq when the entry was last written to the cache. */
  writtenAt: number;
}

/** One optimistic change shown on its record while its call is under way. */
export interface PendingChange {
  readonly seq: number;
  entry: Entry;
  readonly apply: (record: RecordValue) => RecordValue;
}

// Each change is typed by its ref's kind; the entry of that ref only ever holds that kind.
type Apply = (record: RecordValue) => RecordValue;

const keyOf = (ref: RecordRef) =>
  ref.kind === 'message' ? `message:${ref.id}` : `thread:${ref.threadId}`;

const isRecord = (value: RecordValue) => value !== null && value !== undefined;

export class MessagingLedger {
  readonly failedSends = new FailedSends();
  readonly ids = new SavedIds();
  /** Sends whose call is under way: call expectedSends.add when it starts, end when it fails. */
  readonly expectedSends = new ExpectedSends();
  readonly writes = new WriteQueues();
  private readonly entries = new Map<string, Entry>();
  /** The seq at which each fetch under way started (see fetchRebased). */
  private readonly fetches: number[] = [];
  private seq = 0;

  constructor(readonly cache: ApiCache) {}

  /** How many optimistic changes are still in flight (0 once every write has ended). */
  get pendingCount(): number {
    let count = 0;
    for (const entry of this.entries.values()) count += entry.pending.length;
    return count;
  }

  /** The record as shown: its pending changes over its confirmed value (or the cache's copy). */
  shown(ref: MessageRecordRef): Message | null;
  shown(ref: ThreadRecordRef): Thread | undefined;
  shown(ref: RecordRef): RecordValue {
    const entry = this.entries.get(keyOf(ref));
    return entry === undefined ? readCachedRecord(this.cache, ref) : this.fold(entry);
  }

  /** Shows changes at once; `fallback` is the message when no cached list holds it. */
  begin(changes: readonly (RecordChange & { readonly fallback?: Message })[]): PendingChange[] {
    const started = changes.map(({ ref, change, fallback }) => {
      const entry = this.entry(ref, fallback);
      this.seq += 1;
      const pending: PendingChange = { seq: this.seq, entry, apply: change as Apply };
      entry.pending.push(pending);
      return pending;
    });
    this.write(started.map((change) => change.entry));
    return started;
  }

  /** Ends pending changes (done or failed) and applies what the server confirmed. */
  settle(done: readonly PendingChange[], confirmed: readonly RecordChange[] = []): void {
    const touched = new Set<Entry>();
    for (const change of done) {
      const index = change.entry.pending.indexOf(change);
      if (index >= 0) change.entry.pending.splice(index, 1);
      touched.add(change.entry);
    }
    for (const { ref, change } of confirmed) {
      const entry = this.entry(ref);
      entry.confirmed = (change as Apply)(entry.confirmed);
      touched.add(entry);
    }
    this.write([...touched]);
  }

  /**
   * A message.created that is the record of a send still waiting for its answer (see
   * ExpectedSends) takes the temporary record's place in one write; changes made to the temporary
   * one move to it. A record one of the sends already got is not new, whatever its text. Answers
   * whether it did.
   */
  claimCreated(message: Message): boolean {
    const send = this.ids.isSaved(message.id) ? undefined : this.expectedSends.recordOf(message);
    if (send === undefined) return false;
    const temporary = send.entry;
    const saved = this.entry({ kind: 'message', threadId: message.thread_id, id: message.id });
    saved.confirmed = mergeMessage((saved.confirmed as Message | null) ?? undefined, message);
    const moved = temporary.pending.splice(0).filter((change) => change !== send);
    this.move(moved, saved);
    this.expectedSends.claim(send, message, moved);
    this.write([temporary, saved]);
    return true;
  }

  /**
   * A sent message was saved: the temporary record goes, the server's takes its place, and the
   * changes made to the temporary one meanwhile (an edit, a reaction) now apply to the saved one.
   * When its message.created already did so, there is nothing left to do; when that was another
   * message of the same text (the author's other tab), it stays, and the changes move on.
   */
  saveCreated(send: PendingChange, message: Message): void {
    const claimed = this.expectedSends.claimed(send);
    this.expectedSends.end(send);
    if (claimed?.message.id === message.id) return;
    const temporary = send.entry;
    const saved = this.entry({ kind: 'message', threadId: message.thread_id, id: message.id });
    saved.confirmed = mergeMessage((saved.confirmed as Message | null) ?? undefined, message);
    const elsewhere = (claimed?.moved ?? []).filter((change) =>
      change.entry.pending.includes(change),
    );
    const touched = [temporary, saved, ...elsewhere.map((change) => change.entry)];
    for (const change of elsewhere)
      change.entry.pending.splice(change.entry.pending.indexOf(change), 1);
    const moved = temporary.pending.splice(0).filter((change) => change !== send);
    this.move([...moved, ...elsewhere], saved);
    this.write(touched);
  }

  /**
   * Runs a fetch of the thread and message hooks (see rebaseMiddleware) and lays over its answer
   * what it may lack: the pending changes, and the records confirmed while it was under way. SWR
   * drops an answer older than a change written over the cached one, but a list still loading
   * has none: its first page would miss a message sent and saved meanwhile.
   */
  async fetchRebased(key: string, fetch: () => Promise<unknown>): Promise<unknown> {
    const started = this.seq;
    this.fetches.push(started);
    try {
      const data = await fetch();
      const shown = [...this.entries.values()]
        .filter((entry) => entry.pending.length > 0 || this.isConfirmedSince(entry, started))
        .map((entry) => [entry.ref, this.fold(entry)] as const);
      return applyRecords(data, key, shown);
    } finally {
      this.fetches.splice(this.fetches.indexOf(started), 1);
      this.forgetIdle([...this.entries.values()]);
    }
  }

  private entry(ref: RecordRef, fallback?: RecordValue): Entry {
    const key = keyOf(ref);
    let entry = this.entries.get(key);
    if (entry === undefined) {
      // The cache's copy when it has one, else the record the caller holds.
      const cached = readCachedRecord(this.cache, ref);
      entry = { ref, confirmed: cached ?? fallback ?? cached, pending: [], writtenAt: this.seq };
      this.entries.set(key, entry);
    }
    return entry;
  }

  /** Changes taken off their entries now apply to another, in the order they were made. */
  private move(changes: readonly PendingChange[], to: Entry): void {
    for (const change of changes) {
      change.entry = to;
      to.pending.push(change);
    }
    to.pending.sort((a, b) => a.seq - b.seq);
  }

  private fold(entry: Entry): RecordValue {
    return entry.pending.reduce<RecordValue>(
      (record, change) => change.apply(record),
      entry.confirmed,
    );
  }

  /** Whether the entry holds a record the server confirmed after `started` (see fetchRebased). */
  private isConfirmedSince(entry: Entry, started: number): boolean {
    return entry.writtenAt > started && isRecord(this.fold(entry));
  }

  /** Writes each entry's shown record into every cached answer holding it, then forgets idle ones. */
  private write(entries: readonly Entry[]): void {
    const written = [...new Set(entries)];
    this.seq += 1;
    for (const entry of written) entry.writtenAt = this.seq;
    writeCachedRecords(
      this.cache,
      written.map((entry) => [entry.ref, this.fold(entry)] as const),
    );
    this.forgetIdle(written);
  }

  /** Forgets the entries with nothing pending that no answer under way may lack. */
  private forgetIdle(entries: readonly Entry[]): void {
    for (const entry of entries) {
      if (entry.pending.length > 0 || this.entries.get(keyOf(entry.ref)) !== entry) continue;
      if (!this.fetches.some((started) => this.isConfirmedSince(entry, started)))
        this.entries.delete(keyOf(entry.ref));
    }
  }
}

const ledgers = new WeakMap<Cache, MessagingLedger>();

/** The ledger of an SWR cache (one per ApiProvider). */
export function ledgerOf(cache: ApiCache): MessagingLedger {
  let ledger = ledgers.get(cache.cache);
  if (ledger === undefined) {
    ledger = new MessagingLedger(cache);
    ledgers.set(cache.cache, ledger);
  }
  return ledger;
}
