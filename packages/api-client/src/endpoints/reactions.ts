import { nothing, one } from '../decode/decoders.ts';
import { messageReactionModel } from '../models/messaging.ts';
import { defineCall } from './defineCall.ts';

// Message reactions (spec §7): whoever may read a message reacts to it, once per emoji; only the
// reactor removes a reaction.

export interface MessageReactionInput {
  readonly message_id: number;
  /** One emoji (with its joiners and modifiers), at most 16 characters. */
  readonly emoji: string;
}

/** POST /api/message-reactions: 201 with the reaction, or 200 with the same one when it exists. */
export const createMessageReaction = /* @__PURE__ */ defineCall<never, MessageReactionInput>()({
  method: 'POST',
  path: '/api/message-reactions',
  decode: one(messageReactionModel),
});

/** DELETE /api/message-reactions/:id: 204. */
export const deleteMessageReaction = /* @__PURE__ */ defineCall()({
  method: 'DELETE',
  path: '/api/message-reactions/:id',
  decode: nothing,
});
