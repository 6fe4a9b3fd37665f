import type { MessagesList } from '@airtime/api-client';
import type { Message } from '@airtime/domain';
import { useRef } from 'react';
import { getFirstUnreadId } from './unreadLine.ts';

/**
 * The message the open thread's "New" line stays above while the reader reads (getFirstUnreadId),
 * taken once, from the first newest page answered since the thread opened: that answer is the
 * last to show what was unread (the server marks the thread read as it answers), while a page
 * cached from an earlier visit shows what was unread then.
 */
export function useUnreadLine(
  messages: MessagesList,
  oldestFirst: readonly Message[],
  meId: number | null,
): number | null {
  const cachedAtOpen = useRef(messages.pages?.[0]);
  const sawValidating = useRef(false);
  const line = useRef<number | null | undefined>(undefined);
  if (messages.isValidating) sawValidating.current = true;
  const newest = messages.pages?.[0];
  // An answer since opening: a first page, another page, or the cached one confirmed unchanged.
  const answered =
    newest !== undefined &&
    (newest !== cachedAtOpen.current || (sawValidating.current && !messages.isValidating));
  // Set while rendering, once: the same answer always gives the same line.
  if (line.current === undefined && answered)
    line.current = getFirstUnreadId(oldestFirst, meId, messages.hasMore);
  return line.current ?? null;
}
