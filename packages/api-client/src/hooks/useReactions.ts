import type { Message, MessageReaction, UserSummary } from '@airtime/domain';
import type { MessagingContext } from '../messaging/operations.ts';
import {
  findOwnReaction,
  optimisticAddReaction,
  optimisticRemoveReaction,
} from '../messaging/reactionOperations.ts';
import { type OptimisticCallbacks, useOptimisticAction } from '../messaging/useOptimisticAction.ts';

/** Adds `user`'s reaction (`trigger(message, '👍')`): on the message at once, rolled back on failure. */
export function useAddReaction(
  user: UserSummary,
  callbacks?: OptimisticCallbacks<[Message, string], MessageReaction>,
) {
  return useOptimisticAction(
    (context: MessagingContext, message: Message, emoji: string) =>
      optimisticAddReaction(context, message, emoji, user),
    callbacks,
  );
}

/** Removes one's reaction (`trigger(message, reaction)`): gone at once, back on failure. */
export function useRemoveReaction(
  callbacks?: OptimisticCallbacks<[Message, Pick<MessageReaction, 'id'>], void>,
) {
  return useOptimisticAction(optimisticRemoveReaction, callbacks);
}

/**
 * Toggles `user`'s reaction with an emoji on a message as shown (`trigger(message, '👍')`):
 * removes it when there, else adds it.
 */
export function useToggleReaction(
  user: UserSummary,
  callbacks?: OptimisticCallbacks<[Message, string], MessageReaction | undefined>,
) {
  return useOptimisticAction(async (context: MessagingContext, message: Message, emoji: string) => {
    const own = findOwnReaction(message, emoji, user.id);
    if (own === undefined) return optimisticAddReaction(context, message, emoji, user);
    const outcome = await optimisticRemoveReaction(context, message, own);
    return outcome.ok ? { ok: true as const, data: undefined } : outcome;
  }, callbacks);
}
