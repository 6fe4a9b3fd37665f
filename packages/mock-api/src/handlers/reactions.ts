import type { Message, MessageReaction } from '@airtime/domain';
import { forbidden, found } from '../http/HttpError.ts';
import { json, noContent } from '../http/responses.ts';
import { anyRoute, defineRoute, type UserContext } from '../http/route.ts';
import { v, validate } from '../http/validate.ts';
import { canReadMessage, threadChannels } from '../messaging/threadAccess.ts';

// Message reactions (spec §7). Whoever may read a message may react to it, once per emoji; only
// the reactor removes a reaction. Each change queues reaction.changed with the message's full
// list of reactions, on the channels of those who may read the message.

// Pictographs, flags and keycaps with their joiners and modifiers; at least one real emoji.
const EMOJI =
  /^(?=.*(?:\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20e3))(?:\p{Extended_Pictographic}|\p{Regional_Indicator}|[\u200d\ufe0f\u20e3#*0-9]|\p{Emoji_Modifier})+$/u;

/** A message the user may read, or 404 / 403. */
function readableMessage(context: UserContext<string>, messageId: number) {
  const { store, user } = context;
  const message = found(store.messages.get(messageId), 'Message', messageId);
  const thread = found(store.threads.get(message.thread_id), 'Thread', message.thread_id);
  if (!canReadMessage(store, user, thread, message))
    forbidden('You do not have access to this message.');
  return { message, thread };
}

function publishReactions(
  context: UserContext<string>,
  message: Message,
  thread: Parameters<typeof threadChannels>[1],
): MessageReaction[] {
  const reactions = context.store.messageReactions.lookup('message_id', message.id);
  for (const channel of threadChannels(context.store, thread, message.visibility)) {
    context.publish(channel, 'reaction.changed', {
      message_id: message.id,
      thread_id: message.thread_id,
      reactions,
    });
  }
  return reactions;
}

export const reactionRoutes = [
  defineRoute({
    method: 'POST',
    path: '/api/message-reactions',
    async handle(context) {
      const { store, user } = context;
      const input = validate(await context.body(), {
        message_id: v.id().required(),
        emoji: v
          .string({
            max: 16,
            pattern: EMOJI,
            patternMessage: 'The :attribute field must be an emoji.',
          })
          .required(),
      });
      const { message, thread } = readableMessage(context, input.message_id);
      const existing = store.messageReactions
        .lookup('message_id', message.id)
        .find((reaction) => reaction.user_id === user.id && reaction.emoji === input.emoji);
      if (existing !== undefined) return json({ data: existing });
      const reaction = store.messageReactions.insert({
        message_id: message.id,
        user_id: user.id,
        emoji: input.emoji,
        created_at: context.nowIso(),
      });
      publishReactions(context, message, thread);
      return json({ data: reaction }, 201);
    },
  }),

  defineRoute({
    method: 'DELETE',
    path: '/api/message-reactions/:id',
    handle(context) {
      const { store, user } = context;
      const reactionId = context.id('id');
      const reaction = found(
        store.messageReactions.get(reactionId),
        'Message reaction',
        reactionId,
      );
      const { message, thread } = readableMessage(context, reaction.message_id);
      if (reaction.user_id !== user.id) forbidden('You can only remove your own reactions.');
      store.messageReactions.remove(reaction.id, context.nowIso());
      publishReactions(context, message, thread);
      return noContent();
    },
  }),
].map(anyRoute);
