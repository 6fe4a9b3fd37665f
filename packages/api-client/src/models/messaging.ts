import type {
  Message,
  MessageActivityLog,
  MessageReaction,
  MessageTag,
  Notification,
  Thread,
  ThreadSubject,
  ThreadSubscription,
  ThreadVisibility,
} from '@airtime/domain';
import * as v from 'valibot';
import { defineModel, type RecordModel } from '../decode/defineModel.ts';
import {
  everyOf,
  flag,
  id,
  optionalNumber,
  optionalText,
  softDeleted,
  subjectTypeSchema,
  timestamps,
  withOptionalRelations,
} from './fields.ts';
import { userSummaryModel } from './user.ts';

const visibilitySchema = /* @__PURE__ */ everyOf<ThreadVisibility>()([
  'internal',
  'brand',
  'creator',
]);

/**
 * The record a thread is about, named (ours): the thread list and `thread.updated` embed it. A
 * malformed one is dropped from its thread, which stays (the inbox can name it another way).
 */
export const threadSubjectModel: RecordModel<ThreadSubject> =
  /* @__PURE__ */ defineModel<ThreadSubject>()({
    name: 'thread subject',
    schema: v.looseObject({
      type: subjectTypeSchema,
      id,
      name: v.string(),
      logo: optionalText,
      brand_id: optionalNumber,
      creator_id: optionalNumber,
    }),
  });

/**
 * A conversation about one record; answers embed its subscriptions (with their users), the thread
 * list and `thread.updated` also its named subject.
 */
export const threadModel: RecordModel<Thread> = /* @__PURE__ */ defineModel<Thread>()({
  name: 'thread',
  schema: v.looseObject({
    id,
    subject_type: subjectTypeSchema,
    subject_id: id,
    visibility: visibilitySchema,
    latest_message_at: optionalText,
    has_unread_messages: flag,
    created_at: v.string(),
  }),
  relations: {
    messages: { kind: 'many', model: () => messageRowModel },
    subscriptions: { kind: 'many', model: () => threadSubscriptionModel },
    subject: { kind: 'one', model: () => threadSubjectModel },
  },
});

const tagSchema = v.looseObject({ id, type: subjectTypeSchema, is_primary: flag });

/** One tag, with its named record (ours) kept only when that is well formed and the tag's own. */
function decodeTag(raw: unknown): MessageTag[] {
  const checked = v.safeParse(tagSchema, raw);
  if (!checked.success) return [];
  const { id: tagId, type, is_primary, subject: rawSubject } = checked.output;
  const tag: MessageTag = { id: tagId, type, is_primary };
  const named = v.safeParse(threadSubjectModel.schema, rawSubject);
  if (!named.success) return [tag];
  const subject = named.output as ThreadSubject;
  return subject.type === type && subject.id === tagId ? [{ ...tag, subject }] : [tag];
}

/**
 * A message's tags: a malformed one is left out and the message kept (a tag only points at a
 * record), and anything but a list reads as no tags.
 */
const tagsSchema = v.pipe(
  v.unknown(),
  v.transform((raw): MessageTag[] => (Array.isArray(raw) ? raw.flatMap(decodeTag) : [])),
);

const activityLogSchema = v.looseObject({
  description: v.string(),
  changes: v.array(v.looseObject({ field: v.string(), from: optionalText, to: optionalText })),
}) satisfies v.GenericSchema<unknown, MessageActivityLog>;

/**
 * A message as a thread's message list sends it: reactions embedded, the author and reactors in
 * `included.users`, a reply's parent off the page in `included.messages`. The author is required
 * (the list and realtime payloads always carry it, and a message cannot be shown without who
 * wrote it). Create and update answers come without it: decode those with messageRowModel.
 */
export const messageModel: RecordModel<Message> = /* @__PURE__ */ defineModel<Message>()({
  name: 'message',
  schema: v.looseObject({
    id,
    thread_id: id,
    user_id: id,
    body: v.string(),
    ...timestamps,
    ...softDeleted,
    tags: tagsSchema,
    is_reply: flag,
    parent_id: optionalNumber,
    visibility: visibilitySchema,
    activity_log: v.nullable(activityLogSchema),
    is_read: flag,
  }),
  relations: {
    user: {
      kind: 'one',
      model: () => userSummaryModel,
      key: 'user_id',
      from: 'users',
      required: true,
    },
    thread: { kind: 'one', model: () => threadModel, key: 'thread_id', from: 'threads' },
    // A parent's author may be off the page, so parents and replies do not require theirs.
    parent: { kind: 'one', model: () => messageRowModel, key: 'parent_id', from: 'messages' },
    replies: { kind: 'many', model: () => messageRowModel },
    reactions: { kind: 'many', model: () => messageReactionModel },
  },
});

/**
 * A message whose author may be missing: the answers of POST /api/threads/{id}/messages and
 * PUT /api/message/{id} (the author is the signed-in user), parents and replies.
 */
export const messageRowModel: RecordModel<Message> =
  /* @__PURE__ */ withOptionalRelations(messageModel);

/** An emoji reaction; lists send the reactor in `included.users`, writes answer it bare. */
export const messageReactionModel: RecordModel<MessageReaction> =
  /* @__PURE__ */ defineModel<MessageReaction>()({
    name: 'message reaction',
    schema: v.looseObject({
      id,
      message_id: id,
      user_id: id,
      emoji: v.string(),
      created_at: v.string(),
    }),
    relations: {
      user: { kind: 'one', model: () => userSummaryModel, key: 'user_id', from: 'users' },
    },
  });

/**
 * A user following a thread. Every answer embeds its user, and a subscriber list cannot show one
 * without it: required.
 */
export const threadSubscriptionModel: RecordModel<ThreadSubscription> =
  /* @__PURE__ */ defineModel<ThreadSubscription>()({
    name: 'thread subscription',
    schema: v.looseObject({ id, thread_id: id, user_id: id, created_at: v.string() }),
    relations: {
      user: {
        kind: 'one',
        model: () => userSummaryModel,
        key: 'user_id',
        from: 'users',
        required: true,
      },
    },
  });

/** A message id a link can carry: a positive integer. */
const messageIdSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(1));

/**
 * What `notification.created` carries. The conversation and message it names (ours:
 * `thread_visibility`, `message_id`) are each kept only when well formed: a malformed one is
 * dropped and the notification kept, as one that names less.
 */
export const notificationModel: RecordModel<Notification> =
  /* @__PURE__ */ defineModel<Notification>()({
    name: 'notification',
    schema: v.pipe(
      v.looseObject({
        id,
        user_id: id,
        type: v.string(),
        title: v.string(),
        body: optionalText,
        subject_type: v.nullable(subjectTypeSchema),
        subject_id: optionalNumber,
        read_at: optionalText,
        created_at: v.string(),
      }),
      v.transform(({ thread_visibility, message_id, ...fields }) => ({
        ...fields,
        ...(v.is(visibilitySchema, thread_visibility) ? { thread_visibility } : {}),
        ...(v.is(messageIdSchema, message_id) ? { message_id } : {}),
      })),
    ),
  });
