import type { Thread } from '@airtime/domain';
import { listThreads, type ThreadListPage, type ThreadListQuery } from '../endpoints/threads.ts';
import type { HttpClient } from '../http/createHttpClient.ts';
import { type InfiniteList, useInfiniteList, withListFields } from '../swr/createHooks.ts';
import { canonicalQuery } from '../swr/keys.ts';
import { preloadQuery } from '../swr/preloads.ts';

/** The filters and order of useThreads; paging is the hook's. */
export type ThreadsQuery = Omit<ThreadListQuery, 'cursor'>;

/** The signed-in user's threads, with how many of those the filters match are unread. */
export interface ThreadsList extends InfiniteList<Thread> {
  /**
   * Threads matching every filter but `unread` that hold something unread for the user (for a
   * filter's "3 unread"); undefined until the first page loads.
   */
  readonly unread: number | undefined;
}

/**
 * Every thread the signed-in user may read (ours: GET /api/threads), newest message first, each
 * with its `subject` named, page by page; `null` waits. Cache keys: `$inf$/api/threads?{query}`
 * for the pages, each page also under its own key. Kept current by realtime (thread.updated,
 * message.created, message.deleted), the user's own sends and deletes, and their reading: opening
 * a thread's newest messages shows it read here at once.
 */
export function useThreads(query: ThreadsQuery | null = {}): ThreadsList {
  const input = query === null ? null : threadsInput(query);
  const list = useInfiniteList(listThreads, input);
  const first = list.pages?.[0] as ThreadListPage | undefined;
  return withListFields(list, { unread: first?.meta.unread });
}

/** Starts useThreads(query)'s first page before it renders (a route's preload). */
export function preloadThreads(client: HttpClient, query: ThreadsQuery = {}) {
  return preloadQuery(client, listThreads, threadsInput(query));
}

function threadsInput(query: ThreadsQuery) {
  return { query: canonicalQuery(query, ['cursor']) };
}
