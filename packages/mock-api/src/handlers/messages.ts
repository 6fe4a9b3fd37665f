import {
  getUserChannel,
  isReadOnly,
  type Message,
  type MessageListResponse,
  type MessagePermissions,
} from '@airtime/domain';
import { subjectVisibility } from '../auth/subjectVisibility.ts';
import { fieldError, forbidden, found } from '../http/HttpError.ts';
import { type ListSpec, paginate, readListQuery, toListResponse } from '../http/listing.ts';
import { readFilters } from '../http/query.ts';
import { json, noContent } from '../http/responses.ts';
import { anyRoute, defineRoute, type UserContext } from '../http/route.ts';
import { ErrorBag, requireSomeField, v, validate } from '../http/validate.ts';
import { MAX_MESSAGE_TAGS, readMessageTags } from '../messaging/messageInput.ts';
import { postMessage } from '../messaging/postMessage.ts';
import { publishMessage } from '../messaging/publishMessage.ts';
import { isMessageRead, markThreadRead, readMarker } from '../messaging/readState.ts';
import {
  canSeeMessage,
  canSeeThread,
  THREAD_VISIBILITIES,
  threadChannels,
  visibleThread,
} from '../messaging/threadAccess.ts';
import { includeRows } from '../present/include.ts';
import { presentMessage, presentThreadUpdate } from '../present/messages.ts';
import { includeUsers } from '../present/users.ts';
import { SUBJECT_TYPES } from '../store/subjects.ts';

// Messages (spec §7). Whoever may read a thread lists its messages (newest first; the next cursor
// goes back in time) and writes in it; only the author edits or deletes a message, never an
// activity entry. Listing the newest page marks the thread read for the reader.

// Newest first by id: ids grow with time, and unlike created_at they never tie.
const MESSAGE_LIST: ListSpec<Message> = {
  sorts: { created_at: (row) => row.created_at, id: (row) => row.id },
  defaultSort: '-id',
};

const BODY = () => v.string({ max: 10_000 });

/** What the user may do in a thread they can read. */
function permissionsOf(context: UserContext<string>): MessagePermissions {
  const writable = !isReadOnly(context.user);
  return { can_create: writable, can_update: writable, can_delete: writable, can_react: writable };
}

/** A live message of a thread the user may read, written by them; 404 / 403 otherwise. */
function ownMessage(context: UserContext<string>, messageId: number) {
  const { store, user } = context;
  const message = found(store.messages.get(messageId), 'Message', messageId);
  const thread = found(store.threads.get(message.thread_id), 'Thread', message.thread_id);
  if (!canSeeThread(store, user, thread) || !canSeeMessage(user, message))
    forbidden('You do not have access to this message.');
  if (message.user_id !== user.id) forbidden('You can only change your own messages.');
  if (message.activity_log !== null) forbidden('Activity entries cannot be changed.');
  return { message, thread };
}

export const messageRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/threads/:id/messages',
    handle(context) {
      const { store, user, query } = context;
      const thread = visibleThread(context, context.id('id'));
      const filters = readFilters(query, {
        parent_id: v.id(),
        is_reply: v.boolean(),
        type: v.oneOf(['message', 'activity'] as const),
        visibility: v.list(v.oneOf(THREAD_VISIBILITIES), { max: 3 }),
        user_id: v.list(v.id(), { max: 100 }),
        tag_type: v.oneOf(SUBJECT_TYPES),
        tag_id: v.id(),
        s: v.string({ max: 255 }),
      });
      if (filters.tag_id !== undefined && filters.tag_type === undefined)
        fieldError('tag_type', 'The tag type field is required when tag id is present.');
      const listQuery = readListQuery(query, MESSAGE_LIST);
      const needle = filters.s?.toLowerCase();
      const rows = store.messages
        .lookup('thread_id', thread.id)
        .filter(
          (message) =>
            canSeeMessage(user, message) &&
            (filters.parent_id === undefined || message.parent_id === filters.parent_id) &&
            (filters.is_reply === undefined || message.is_reply === filters.is_reply) &&
            (filters.type === undefined ||
              (message.activity_log !== null) === (filters.type === 'activity')) &&
            (filters.visibility === undefined || filters.visibility.includes(message.visibility)) &&
            (filters.user_id === undefined || filters.user_id.includes(message.user_id)) &&
            (filters.tag_type === undefined ||
              message.tags.some(
                (tag) =>
                  tag.type === filters.tag_type &&
                  (filters.tag_id === undefined || tag.id === filters.tag_id),
              )) &&
            (needle === undefined || message.body.toLowerCase().includes(needle)),
        );
      const page = paginate(rows, listQuery, MESSAGE_LIST);
      const marker = readMarker(store, thread.id, user.id);
      const pageIds = new Set(page.data.map((message) => message.id));
      const sees = subjectVisibility(store, user);
      const data = page.data.map((message) =>
        presentMessage(store, message, isMessageRead(message, user.id, marker), sees),
      );
      const response: MessageListResponse = {
        ...toListResponse(page, (message) => message, {
          users: includeUsers(store, [
            ...data.map((message) => message.user_id),
            ...data.flatMap(
              (message) => message.reactions?.map((reaction) => reaction.user_id) ?? [],
            ),
          ]),
          messages: includeRows(
            store.messages,
            data.map((message) =>
              message.parent_id !== null && !pageIds.has(message.parent_id)
                ? message.parent_id
                : null,
            ),
          ).filter((parent) => canSeeMessage(user, parent)),
        }),
        data,
        permissions: permissionsOf(context),
      };
      // Opening the newest page reads the thread: the reader's badge and inbox follow.
      if (listQuery.cursor === null && markThreadRead(store, thread, user, context.nowIso())) {
        context.publish(
          getUserChannel(user.id),
          'thread.updated',
          presentThreadUpdate(store, thread, user),
        );
      }
      return json(response);
    },
  }),

  defineRoute({
    method: 'POST',
    path: '/api/threads/:id/messages',
    async handle(context) {
      const { store, user } = context;
      const thread = visibleThread(context, context.id('id'));
      const input = validate(await context.body(), {
        body: BODY().required(),
        parent_id: v.id().nullable(),
        is_reply: v.boolean(),
        visibility: v.oneOf(THREAD_VISIBILITIES),
        tags: v.list(v.any(), { max: MAX_MESSAGE_TAGS }),
      });
      const errors = new ErrorBag();
      const visibility = input.visibility ?? thread.visibility;
      // Inside a brand or creator thread, agency staff may add an internal note; nothing else fits.
      if (
        visibility !== thread.visibility &&
        (visibility !== 'internal' || !canSeeMessage(user, { visibility }))
      )
        errors.add('visibility', 'The selected visibility is invalid.');
      let parentId: number | null = input.parent_id ?? null;
      if (parentId !== null) {
        const parent = store.messages.get(parentId);
        if (
          parent === undefined ||
          parent.thread_id !== thread.id ||
          !canSeeMessage(user, parent)
        ) {
          errors.add('parent_id', 'The selected parent id is invalid.');
        } else {
          // Replies are one level deep: a reply to a reply joins its parent's replies.
          parentId = parent.parent_id ?? parent.id;
        }
      } else if (input.is_reply === true) {
        errors.add('parent_id', 'The parent id field is required when is reply is true.');
      }
      const tags = readMessageTags(store, thread, input.tags ?? [], errors);
      errors.throwIfAny();
      const message = postMessage(context, thread, {
        body: input.body,
        tags,
        parent_id: parentId,
        visibility,
        activity: null,
      });
      return json(
        { data: presentMessage(store, message, true, subjectVisibility(store, user)) },
        201,
      );
    },
  }),

  defineRoute({
    method: 'PUT',
    path: '/api/message/:id',
    async handle(context) {
      const { store, user } = context;
      const { message, thread } = ownMessage(context, context.id('id'));
      const input = validate(await context.body(), {
        body: BODY(),
        tags: v.list(v.any(), { max: MAX_MESSAGE_TAGS }),
      });
      requireSomeField(input);
      const errors = new ErrorBag();
      const tags =
        input.tags === undefined ? undefined : readMessageTags(store, thread, input.tags, errors);
      errors.throwIfAny();
      const updated =
        store.messages.update(message.id, {
          ...(input.body === undefined ? {} : { body: input.body }),
          ...(tags === undefined ? {} : { tags }),
          updated_at: context.nowIso(),
        }) ?? message;
      publishMessage(context, thread, updated, 'message.updated');
      return json({ data: presentMessage(store, updated, true, subjectVisibility(store, user)) });
    },
  }),

  defineRoute({
    method: 'DELETE',
    path: '/api/message/:id',
    handle(context) {
      const { store } = context;
      const { message, thread } = ownMessage(context, context.id('id'));
      const now = context.nowIso();
      store.messages.remove(message.id, now);
      const channels = threadChannels(store, thread, message.visibility);
      for (const channel of channels) {
        context.publish(channel, 'message.deleted', {
          id: message.id,
          thread_id: thread.id,
          parent_id: message.parent_id,
        });
      }
      const latest = store.messages
        .lookup('thread_id', thread.id)
        .reduce<string | null>(
          (last, row) => (last === null || row.created_at > last ? row.created_at : last),
          null,
        );
      if (latest !== thread.latest_message_at) {
        const updated = store.threads.update(thread.id, { latest_message_at: latest }) ?? thread;
        const payload = presentThreadUpdate(store, updated, null);
        for (const channel of channels) context.publish(channel, 'thread.updated', payload);
      }
      return noContent();
    },
  }),
].map(anyRoute);
