import type { ThreadListPage } from '../endpoints/threads.ts';
import { type ApiCache, revalidateCached, updateCached } from '../swr/cacheUpdates.ts';
import { isThreadListUrl } from './threadRecords.ts';

// The cached thread lists (listThreads, ours). Any message moves its thread and changes who
// has something unread, which only the server knows per reader: the lists are refetched after the
// realtime events and the user's own writes that can do that. The reader's own reading is also
// shown at once, before the refetch answers.

/** Refetches every cached thread list, each loaded page. */
export function revalidateThreadLists(cache: ApiCache): Promise<void> {
  return revalidateCached(cache, isThreadListUrl);
}

function isThreadPage(value: unknown): value is ThreadListPage {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as { data?: unknown }).data) &&
    typeof (value as { meta?: { unread?: unknown } }).meta?.unread === 'number'
  );
}

const holdsUnread = (page: ThreadListPage, threadId: number) =>
  page.data.some((row) => row.id === threadId && row.has_unread_messages);

function markPage(page: ThreadListPage, threadId: number): ThreadListPage {
  return {
    ...page,
    data: page.data.map((row) =>
      row.id === threadId && row.has_unread_messages ? { ...row, has_unread_messages: false } : row,
    ),
    // Every page carries the list's count; the hook shows the first page's.
    meta: { ...page.meta, unread: Math.max(0, page.meta.unread - 1) },
  };
}

/**
 * A cached thread list (one page, or the pages of an infinite list) with the thread read and the
 * list's unread count one lower; the same object when the list does not hold it unread.
 */
export function withThreadRead(data: unknown, threadId: number): unknown {
  if (Array.isArray(data)) {
    const pages = data.filter(isThreadPage);
    if (!pages.some((page) => holdsUnread(page, threadId))) return data;
    return data.map((page) => (isThreadPage(page) ? markPage(page, threadId) : page));
  }
  return isThreadPage(data) && holdsUnread(data, threadId) ? markPage(data, threadId) : data;
}

/**
 * The reader opened the thread's newest page, which the server takes as reading it: every cached
 * list shows it read at once, and the lists that held it unread are refetched.
 */
export async function markThreadReadInLists(cache: ApiCache, threadId: number): Promise<void> {
  let changed = false;
  await updateCached(cache, isThreadListUrl, (data) => {
    const next = withThreadRead(data, threadId);
    if (next !== data) changed = true;
    return next;
  });
  if (changed) await revalidateThreadLists(cache);
}
