import type { Thread } from '@airtime/domain';
import { useMemo, useRef } from 'react';
import { threadKey } from './inboxSubjects.ts';

/** Where the open conversation was last listed. */
export interface HeldRow {
  readonly key: string;
  readonly index: number;
}

/**
 * The conversations to list: the list's own, and the open one back where it was last listed when
 * the list has dropped it (a list of unread conversations drops the one being read as soon as it
 * refetches), so the row the reader chose stays under their pointer until they open another.
 */
export function keepOpenThread(
  items: readonly Thread[],
  held: HeldRow | null,
  open: Thread | undefined,
): readonly Thread[] {
  if (held === null || open === undefined || threadKey(open) !== held.key) return items;
  if (items.some((thread) => threadKey(thread) === held.key)) return items;
  const at = Math.min(held.index, items.length);
  return [...items.slice(0, at), open, ...items.slice(at)];
}

/** The list with the open conversation kept in it (keepOpenThread) while it stays open. */
export function useListWithOpenThread(
  items: readonly Thread[],
  openKey: string | null,
  open: Thread | undefined,
): readonly Thread[] {
  const held = useRef<HeldRow | null>(null);
  const index = openKey === null ? -1 : items.findIndex((thread) => threadKey(thread) === openKey);
  // Kept while rendering: the same list and key always give the same row. A new object only when
  // the row moved, so the list below is not rebuilt on every render.
  const last = held.current;
  if (openKey !== null && index >= 0) {
    if (last?.key !== openKey || last.index !== index) held.current = { key: openKey, index };
  } else if (last?.key !== openKey) held.current = null;
  const row = held.current;
  return useMemo(() => keepOpenThread(items, row, open), [items, row, open]);
}
