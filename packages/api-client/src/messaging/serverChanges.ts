import type { Message, MessageReaction, Thread } from '@airtime/domain';
import type { ApiCache } from '../swr/cacheUpdates.ts';
import { ledgerOf } from './ledger.ts';
import { mergeMessage } from './messagePages.ts';
import { messageRef, onMessage, onThread, threadRef } from './operations.ts';

// What the server says happened (realtime events, other writes) applied to the cached thread
// and its message lists. They go through the ledger: a change of the server's lands under the
// optimistic changes still in flight instead of being overwritten by them when those end.

/** Per-reader state a broadcast to many readers cannot know: the cached value wins. */
function keepReadState(cached: Message | undefined, message: Message): Message {
  const merged = mergeMessage(cached, message);
  return cached === undefined ? merged : { ...merged, is_read: cached.is_read };
}

/**
 * A new or changed message (`message.created`, `message.updated`): inserted in each cached list
 * of its thread whose query takes it, or the cached row updated (so a message the author just
 * sent is never listed twice).
 */
export function applyMessageSaved(cache: ApiCache, message: Message): void {
  ledgerOf(cache).settle(
    [],
    [
      {
        ref: messageRef(message.thread_id, message.id),
        change: (cached: Message | null) => keepReadState(cached ?? undefined, message),
      },
    ],
  );
}

/**
 * `message.created`: the record of one's own send still waiting for its answer takes the
 * temporary message's place (the server broadcasts to the author too, often before it answers);
 * any other message is saved as applyMessageSaved does.
 */
export function applyMessageCreated(cache: ApiCache, message: Message): void {
  if (!ledgerOf(cache).claimCreated(message)) applyMessageSaved(cache, message);
}

/** `message.deleted`: the message leaves every cached list of its thread. */
export function applyMessageDeleted(
  cache: ApiCache,
  deleted: { readonly id: number; readonly thread_id: number },
): void {
  ledgerOf(cache).settle(
    [],
    [{ ref: messageRef(deleted.thread_id, deleted.id), change: () => null }],
  );
}

/** `reaction.changed`: the message's whole reaction list; reactors already known keep their user. */
export function applyReactionsChanged(
  cache: ApiCache,
  change: {
    readonly message_id: number;
    readonly thread_id: number;
    readonly reactions: readonly MessageReaction[];
  },
): void {
  const withReactions = onMessage((message) => {
    const known = new Map((message.reactions ?? []).map((row) => [row.id, row]));
    return {
      ...message,
      reactions: change.reactions.map((row) => ({ ...known.get(row.id), ...row })),
    };
  });
  ledgerOf(cache).settle(
    [],
    [{ ref: messageRef(change.thread_id, change.message_id), change: withReactions }],
  );
}

/** `thread.updated`: the cached thread (its subscriptions, latest_message_at) laid over. */
export function applyThreadUpdated(cache: ApiCache, thread: Thread): void {
  const change = onThread((cached) => ({ ...cached, ...thread }));
  ledgerOf(cache).settle([], [{ ref: threadRef(thread.id), change }]);
}
