import type { Message, MessageReaction, UserSummary } from '@airtime/domain';
import { createMessageReaction, deleteMessageReaction } from '../endpoints/reactions.ts';
import { withoutReaction, withReaction } from './messagePages.ts';
import {
  callApi,
  type MessagingContext,
  messageRef,
  type Outcome,
  onMessage,
  runOptimistic,
  unlessGone,
} from './operations.ts';
import { nextTemporaryId } from './temporaryIds.ts';

// Reactions optimistically (spec §4): on the message at once, rolled back if the server refuses.

/** Adds the user's reaction (one per emoji) to a message, saved or still being sent. */
export function optimisticAddReaction(
  context: MessagingContext,
  message: Message,
  emoji: string,
  user: UserSummary,
): Promise<Outcome<MessageReaction>> {
  const { ledger } = context;
  const temporary: MessageReaction = {
    id: nextTemporaryId(),
    message_id: message.id,
    user_id: user.id,
    emoji,
    created_at: new Date().toISOString(),
    user,
  };
  let messageId = message.id;
  return runOptimistic(context, {
    threadId: message.thread_id,
    changes: [
      {
        ref: messageRef(message.thread_id, message.id),
        change: onMessage((shown) => withReaction(shown, { ...temporary, message_id: shown.id })),
        fallback: message,
      },
    ],
    request: () => {
      messageId = ledger.ids.savedId(message.id);
      return callApi(context.client, createMessageReaction, {
        body: { message_id: messageId, emoji },
      });
    },
    confirm: (saved) => {
      ledger.ids.resolve(temporary.id, { ok: true, id: saved.id });
      return [
        {
          ref: messageRef(message.thread_id, messageId),
          change: onMessage((shown) => withReaction(shown, { user, ...saved })),
        },
      ];
    },
    failed: (error) => ledger.ids.resolve(temporary.id, { ok: false, error }),
  });
}

/** Removes one of the user's reactions (saved or still being added). */
export function optimisticRemoveReaction(
  context: MessagingContext,
  message: Message,
  reaction: Pick<MessageReaction, 'id'>,
): Promise<Outcome<void>> {
  const { ledger } = context;
  let messageId = message.id;
  let reactionId = reaction.id;
  return runOptimistic(context, {
    threadId: message.thread_id,
    changes: [
      {
        ref: messageRef(message.thread_id, message.id),
        // By the saved id once known: the added reaction may be confirmed by then.
        change: onMessage((shown) => withoutReaction(shown, ledger.ids.currentId(reaction.id))),
        fallback: message,
      },
    ],
    request: () => {
      messageId = ledger.ids.savedId(message.id);
      reactionId = ledger.ids.savedId(reaction.id);
      return unlessGone(
        callApi(context.client, deleteMessageReaction, { params: { id: reactionId } }),
      );
    },
    confirm: () => [
      {
        ref: messageRef(message.thread_id, messageId),
        change: onMessage((shown) => withoutReaction(shown, reactionId)),
      },
    ],
  });
}

/** The user's reaction with this emoji on the message as shown, if any. */
export function findOwnReaction(
  message: Message,
  emoji: string,
  userId: number,
): MessageReaction | undefined {
  return message.reactions?.find((row) => row.user_id === userId && row.emoji === emoji);
}
