import { useSyncExternalStore } from 'react';

/** The records whose changes reach other users live: campaigns and productions (decisions §5). */
export type LiveRecordKind = 'campaign' | 'event-production';

/** A record a realtime event changed: the fields whose values changed, and when. */
export interface LiveChange {
  readonly fields: readonly string[];
  readonly at: number;
}

/** How long a live change stays marked on screen, in ms. */
export const LIVE_CHANGE_MS = 8000;

type LiveChanges = ReadonlyMap<number, LiveChange>;

const NONE: LiveChanges = new Map();
const changes: Record<LiveRecordKind, LiveChanges> = { campaign: NONE, 'event-production': NONE };
const listeners = new Set<() => void>();

function replace(kind: LiveRecordKind, edit: (next: Map<number, LiveChange>) => void): void {
  const next = new Map(changes[kind]);
  edit(next);
  changes[kind] = next;
  for (const listener of listeners) listener();
}

/** Notes that an event changed `fields` of a record; the note lapses after LIVE_CHANGE_MS. */
export function noteLiveChange(kind: LiveRecordKind, id: number, fields: readonly string[]): void {
  if (fields.length === 0) return;
  const change = { fields, at: Date.now() };
  replace(kind, (next) => next.set(id, change));
  setTimeout(() => {
    // A later change of the same record keeps its own, later end.
    if (changes[kind].get(id) === change) replace(kind, (next) => next.delete(id));
  }, LIVE_CHANGE_MS);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The records of a kind that realtime changed in the last few seconds, by id, with the fields that
 * changed: what a screen marks quietly so a change made by someone else does not go unseen.
 * `const changed = useLiveChanges('campaign'); changed.get(campaign.id)?.fields`
 */
export function useLiveChanges(kind: LiveRecordKind): LiveChanges {
  return useSyncExternalStore(
    subscribe,
    () => changes[kind],
    () => NONE,
  );
}
