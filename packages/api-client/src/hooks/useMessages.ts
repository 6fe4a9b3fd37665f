import type { Message, MessagePermissions, UserSummary } from '@airtime/domain';
import { useMemo, useSyncExternalStore } from 'react';
import { listMessages, type MessageListPage, type MessageUpdate } from '../endpoints/messages.ts';
import type { FailedSend } from '../messaging/failedSends.ts';
import {
  optimisticDelete,
  optimisticEdit,
  optimisticSend,
} from '../messaging/messageOperations.ts';
import type { MessageDraft, ThreadRef } from '../messaging/operations.ts';
import {
  readThreadMiddleware,
  rebaseMiddleware,
  useMessagingContext,
} from '../messaging/useMessagingContext.ts';
import { type OptimisticCallbacks, useOptimisticAction } from '../messaging/useOptimisticAction.ts';
import { type InfiniteList, useInfiniteList, withListFields } from '../swr/createHooks.ts';
import { type MessagesQuery, messagesInput } from './messagingPreloads.ts';

const NO_FAILURES: readonly FailedSend[] = [];

/** A thread's messages with what the signed-in user may do in it. */
export interface MessagesList extends InfiniteList<Message> {
  /** From the newest page; undefined until it loads. */
  readonly permissions: MessagePermissions | undefined;
}

/**
 * A thread's messages, newest first, page by page (`loadMore` goes back in time); a `null` thread
 * waits. Cache keys: `$inf$/api/threads/{id}/messages?{canonical query}` for the pages, each page
 * also under its own key (`...&cursor=...` after the first). Loading the newest page reads the
 * thread: the cached thread lists show it read at once.
 */
export function useMessages(threadId: number | null, query?: MessagesQuery): MessagesList {
  const { ledger } = useMessagingContext();
  const use = useMemo(
    () => [rebaseMiddleware(ledger), readThreadMiddleware(ledger.cache)],
    [ledger],
  );
  const input = threadId === null ? null : messagesInput(threadId, query);
  const list = useInfiniteList(listMessages, input, { use });
  const first = list.pages?.[0] as MessageListPage | undefined;
  return withListFields(list, { permissions: first?.permissions });
}

/**
 * Sends messages in a thread as `author`: each shows at once (a temporary id), then the server's
 * record. A failed one leaves the list and is listed in `failed` with retry() and discard() (for
 * every component of the thread), and trigger resolves with it.
 */
export function useSendMessage(
  thread: ThreadRef | null,
  author: UserSummary,
  callbacks?: OptimisticCallbacks<[MessageDraft], Message>,
) {
  const { ledger } = useMessagingContext();
  const action = useOptimisticAction((context, draft: MessageDraft) => {
    if (thread === null) throw new TypeError('useSendMessage has no thread to send in yet.');
    return optimisticSend(context, thread, author, draft);
  }, callbacks);
  const threadId = thread?.id ?? null;
  const failed: readonly FailedSend[] = useSyncExternalStore(ledger.failedSends.subscribe, () =>
    threadId === null ? NO_FAILURES : ledger.failedSends.of(threadId),
  );
  return { ...action, failed };
}

/** Edits one's own message (`trigger(message, { body })`): shown at once, rolled back on failure. */
export function useEditMessage(callbacks?: OptimisticCallbacks<[Message, MessageUpdate], Message>) {
  return useOptimisticAction(optimisticEdit, callbacks);
}

/** Deletes one's own message (`trigger(message)`): gone at once, back on failure. */
export function useDeleteMessage(callbacks?: OptimisticCallbacks<[Message], void>) {
  return useOptimisticAction(optimisticDelete, callbacks);
}
