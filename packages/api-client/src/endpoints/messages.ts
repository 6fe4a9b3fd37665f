import type {
  Message,
  MessagePermissions,
  MessageTag,
  SubjectType,
  ThreadVisibility,
} from '@airtime/domain';
import * as v from 'valibot';
import { type Decoder, type ListPage, list, nothing, one, shape } from '../decode/decoders.ts';
import { messageModel, messageRowModel } from '../models/messaging.ts';
import { defineCall } from './defineCall.ts';

// Messages (spec §7). Whoever reads a thread lists its messages (newest first by id, the next
// cursor going back in time) and writes in it; only the author edits or deletes a message, never
// an activity entry. Listing the newest page marks the thread read for the reader.

/** Sort of the message list; the default '-id' is newest first. */
export type MessageSort = 'id' | '-id' | 'created_at' | '-created_at';

export interface MessageListQuery {
  /** The replies of one message. */
  readonly parent_id?: number;
  readonly is_reply?: boolean;
  /** Written messages or activity entries. */
  readonly type?: 'message' | 'activity';
  readonly visibility?: readonly ThreadVisibility[];
  /** Authors. */
  readonly user_id?: readonly number[];
  /** Messages tagged with a record of this type (and, with tag_id, that record). */
  readonly tag_type?: SubjectType;
  readonly tag_id?: number;
  /** Text in the body. */
  readonly s?: string;
  readonly sort?: MessageSort;
  /** 1 to 100, default 25. */
  readonly per_page?: number;
  readonly cursor?: string;
}

/** A tag as sent: primary tags are the thread's own subject, which the server sets (spec §5). */
export type MessageTagInput = Pick<MessageTag, 'id' | 'type'> & { readonly is_primary?: boolean };

export interface MessageInput {
  readonly body: string;
  /** The message replied to; replies are one level deep (a reply to a reply joins its parent). */
  readonly parent_id?: number | null;
  readonly is_reply?: boolean;
  /** The thread's by default; agency staff may post an 'internal' note in a brand or creator thread. */
  readonly visibility?: ThreadVisibility;
  /** At most 20; send them through getTagsToSave (the hooks do). */
  readonly tags?: readonly MessageTagInput[];
}

/** An edit: at least one field. */
export interface MessageUpdate {
  readonly body?: string;
  readonly tags?: readonly MessageTagInput[];
}

/** A page of messages, with what the signed-in user may do in the thread. */
export interface MessageListPage extends ListPage<Message> {
  readonly permissions: MessagePermissions;
}

const permissionsSchema = v.object({
  can_create: v.boolean(),
  can_update: v.boolean(),
  can_delete: v.boolean(),
  can_react: v.boolean(),
}) satisfies v.GenericSchema<unknown, MessagePermissions>;

const permissionsOf = shape(v.looseObject({ permissions: permissionsSchema }), 'a message list');
const messagePage = list(messageModel);

/** The message list envelope: list(messageModel) plus its `permissions`. */
export const messageList: Decoder<MessageListPage> = (raw, warn) => ({
  ...messagePage(raw, warn),
  permissions: permissionsOf(raw, warn).permissions,
});

/** GET /api/threads/:id/messages: newest first; authors and reactors from `included.users`. */
export const listMessages = /* @__PURE__ */ defineCall<MessageListQuery>()({
  method: 'GET',
  path: '/api/threads/:id/messages',
  decode: messageList,
});

/** POST /api/threads/:id/messages: 201 with the message (its author not embedded). */
export const createMessage = /* @__PURE__ */ defineCall<never, MessageInput>()({
  method: 'POST',
  path: '/api/threads/:id/messages',
  decode: one(messageRowModel),
});

/** PUT /api/message/:id: the author's edit; answers the message (its author not embedded). */
export const updateMessage = /* @__PURE__ */ defineCall<never, MessageUpdate>()({
  method: 'PUT',
  path: '/api/message/:id',
  decode: one(messageRowModel),
});

/** DELETE /api/message/:id: the author's soft delete; 204. */
export const deleteMessage = /* @__PURE__ */ defineCall()({
  method: 'DELETE',
  path: '/api/message/:id',
  decode: nothing,
});
