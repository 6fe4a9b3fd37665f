import type { SubjectType, ThreadVisibility } from '@airtime/domain';
import { listMessages, type MessageListQuery } from '../endpoints/messages.ts';
import { getThread } from '../endpoints/threads.ts';
import type { HttpClient } from '../http/createHttpClient.ts';
import { canonicalQuery } from '../swr/keys.ts';
import { preloadQuery } from '../swr/preloads.ts';

// Apart from useThread and useMessages: a route's preload runs before its page's code has loaded,
// so it must not bring the hooks' optimistic-update machinery with it.

/** The filters of useMessages; the order is always newest first and paging is the hook's. */
export type MessagesQuery = Omit<MessageListQuery, 'sort' | 'cursor'>;

/**
 * The query as the cache key takes it: empty filters left out, lists sorted and each value once,
 * so equal filters share one cache entry whatever order they came in.
 */
export function canonicalMessageQuery(query: MessagesQuery = {}): MessagesQuery {
  return canonicalQuery(query, ['sort', 'cursor']);
}

/** useMessages' call input for a thread's newest page. */
export function messagesInput(threadId: number, query: MessagesQuery | undefined) {
  return { params: { id: threadId }, query: canonicalMessageQuery(query) };
}

/** Starts useMessages(threadId, query)'s newest page before it renders (a route's preload). */
export function preloadMessages(client: HttpClient, threadId: number, query?: MessagesQuery) {
  return preloadQuery(client, listMessages, messagesInput(threadId, query));
}

/**
 * Starts useThread(subjectType, subjectId, visibility) before it renders and, once the thread is
 * known, useMessages of it (a route's preload: the messages wait only for the thread's id).
 */
export function preloadThreadWithMessages(
  client: HttpClient,
  subjectType: SubjectType,
  subjectId: number,
  visibility: ThreadVisibility,
): void {
  void preloadQuery(client, getThread, {
    params: { type: subjectType, id: subjectId, visibility },
  }).then((thread) => {
    if (thread !== undefined && thread !== null) void preloadMessages(client, thread.id);
  });
}
