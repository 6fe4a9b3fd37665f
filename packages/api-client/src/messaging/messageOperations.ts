import { isTemporaryId, type Message, type UserSummary } from '@airtime/domain';
import {
  createMessage,
  deleteMessage,
  type MessageUpdate,
  updateMessage,
} from '../endpoints/messages.ts';
import { mergeMessage } from './messagePages.ts';
import {
  callApi,
  type MessageDraft,
  type MessagingContext,
  messageRef,
  type Outcome,
  onMessage,
  onThread,
  refreshThread,
  runOptimistic,
  type SendOutcome,
  type ThreadRef,
  tagsToSave,
  threadRef,
  unlessGone,
} from './operations.ts';
import { nextTemporaryId } from './temporaryIds.ts';
import { revalidateThreadLists } from './threadLists.ts';

// Sending, editing and deleting messages optimistically (spec §4, §8): shown at once, then the
// server's record; a failed send leaves the list and joins the thread's failed sends.

/** The message as shown before the server saves it: a temporary id, the sender as author. */
function temporaryMessage(
  thread: ThreadRef,
  author: UserSummary,
  draft: MessageDraft,
  now: number,
): Message {
  const at = new Date(now).toISOString();
  const parentId = draft.parent_id ?? null;
  return {
    id: nextTemporaryId(now),
    thread_id: thread.id,
    user_id: author.id,
    body: draft.body,
    created_at: at,
    updated_at: at,
    deleted_at: null,
    // The server puts the thread's subject first as the primary tag.
    tags: [
      { id: thread.subject_id, type: thread.subject_type, is_primary: true },
      ...tagsToSave(draft.tags ?? []),
    ],
    is_reply: parentId !== null,
    parent_id: parentId,
    visibility: draft.visibility ?? thread.visibility,
    activity_log: null,
    is_read: true,
    user: author,
    reactions: [],
  };
}

/** The thread's latest_message_at once a message is saved. */
const laterMessageAt = (message: Message) =>
  onThread((thread) =>
    thread.latest_message_at !== null && thread.latest_message_at >= message.created_at
      ? thread
      : { ...thread, latest_message_at: message.created_at },
  );

/**
 * Whether a new message is the server's record of a temporary one: same thread, author, text,
 * visibility, and parent (the one sent, or its own parent: replies are one level deep).
 */
function isRecordOf(temporary: Message, parentIds: readonly (number | null)[]) {
  return (message: Message) =>
    message.thread_id === temporary.thread_id &&
    message.user_id === temporary.user_id &&
    message.body === temporary.body &&
    message.visibility === temporary.visibility &&
    message.activity_log === null &&
    parentIds.includes(message.parent_id);
}

/**
 * Sends a message: in the thread's cached lists at once with a temporary id, then the server's
 * record, never twice: when its realtime message.created comes before the answer, that copy takes
 * the temporary one's place and the answer changes nothing. On failure it leaves the lists and is
 * kept in the ledger's failed sends, with retry() and discard().
 */
export function optimisticSend(
  context: MessagingContext,
  thread: ThreadRef,
  author: UserSummary,
  draft: MessageDraft,
): Promise<SendOutcome> {
  const { ledger } = context;
  const temporary = temporaryMessage(thread, author, draft, Date.now());
  let failure: SendOutcome | undefined;
  const outcome = runOptimistic(context, {
    threadId: thread.id,
    changes: [{ ref: messageRef(thread.id, temporary.id), change: () => temporary }],
    async request([send]) {
      const parentId =
        temporary.parent_id === null ? null : ledger.ids.savedId(temporary.parent_id);
      // A reply to a reply is saved under its parent's parent.
      const grandparentId =
        parentId === null
          ? null
          : (ledger.shown(messageRef(thread.id, parentId))?.parent_id ?? null);
      const parentIds = grandparentId === null ? [parentId] : [parentId, grandparentId];
      if (send !== undefined) ledger.expectedSends.add(send, isRecordOf(temporary, parentIds));
      try {
        return await callApi(context.client, createMessage, {
          params: { id: thread.id },
          body: {
            body: draft.body,
            ...(parentId === null ? {} : { parent_id: parentId }),
            ...(draft.visibility === undefined ? {} : { visibility: draft.visibility }),
            ...(draft.tags === undefined ? {} : { tags: tagsToSave(draft.tags) }),
          },
        });
      } catch (error) {
        if (send === undefined) throw error;
        // Its message.created proved it saved (the answer was lost on the way): a retry would
        // post it twice.
        const claimed = ledger.expectedSends.claimed(send);
        if (claimed !== undefined) return claimed.message;
        ledger.expectedSends.end(send);
        throw error;
      }
    },
    async after(saved, [send]) {
      // The answer has no author embedded: the sender is.
      const message = mergeMessage({ ...temporary, id: saved.id }, saved);
      ledger.ids.resolve(temporary.id, { ok: true, id: saved.id });
      if (send !== undefined) ledger.saveCreated(send, message);
      ledger.settle([], [{ ref: threadRef(thread.id), change: laterMessageAt(message) }]);
      // The thread moves to the top of the thread lists (and their unread counts may change).
      void revalidateThreadLists(ledger.cache);
      // Writing subscribes the author: a cached thread they did not follow gains a subscription.
      const shown = ledger.shown(threadRef(thread.id));
      if (shown?.subscriptions?.some((row) => row.user_id === author.id) === false)
        await refreshThread(context, thread.id);
    },
    failed(error) {
      ledger.ids.resolve(temporary.id, { ok: false, error });
      const failed = {
        id: temporary.id,
        threadId: thread.id,
        draft,
        error,
        retry: () => {
          ledger.failedSends.remove(failed);
          return optimisticSend(context, thread, author, draft);
        },
        discard: () => {
          ledger.failedSends.remove(failed);
        },
      };
      ledger.failedSends.add(failed);
      failure = { ok: false, error, failed };
    },
  });
  return outcome.then((result) =>
    result.ok
      ? { ok: true, data: mergeMessage(temporary, result.data) }
      : (failure ?? (result as never)),
  );
}

/** Edits one's own message: shown at once, then the server's record; rolled back on failure. */
export function optimisticEdit(
  context: MessagingContext,
  message: Message,
  changes: MessageUpdate,
): Promise<Outcome<Message>> {
  const { ledger } = context;
  const tags = changes.tags === undefined ? undefined : tagsToSave(changes.tags);
  const updatedAt = new Date().toISOString();
  const change = onMessage((current) => ({
    ...current,
    ...(changes.body === undefined ? {} : { body: changes.body }),
    ...(tags === undefined
      ? {}
      : { tags: [...current.tags.filter((tag) => tag.is_primary), ...tags] }),
    updated_at: updatedAt,
  }));
  return runOptimistic(context, {
    threadId: message.thread_id,
    changes: [{ ref: messageRef(message.thread_id, message.id), change, fallback: message }],
    request: () =>
      callApi(context.client, updateMessage, {
        params: { id: ledger.ids.savedId(message.id) },
        body: {
          ...(changes.body === undefined ? {} : { body: changes.body }),
          ...(tags === undefined ? {} : { tags }),
        },
      }),
    confirm: (saved) => [
      {
        ref: messageRef(message.thread_id, saved.id),
        change: onMessage((record) => mergeMessage(record, saved)),
      },
    ],
  });
}

/**
 * Deletes one's own message: gone at once, back if the server refuses. Deleting the thread's
 * newest message reloads the thread (its latest_message_at moves back).
 */
export function optimisticDelete(
  context: MessagingContext,
  message: Message,
): Promise<Outcome<void>> {
  const { ledger } = context;
  let savedId = message.id;
  return runOptimistic(context, {
    threadId: message.thread_id,
    changes: [
      { ref: messageRef(message.thread_id, message.id), change: () => null, fallback: message },
    ],
    request: () => {
      savedId = ledger.ids.savedId(message.id);
      return unlessGone(callApi(context.client, deleteMessage, { params: { id: savedId } }));
    },
    async after(_data, pending) {
      const thread = ledger.shown(threadRef(message.thread_id));
      ledger.settle(pending, [{ ref: messageRef(message.thread_id, savedId), change: () => null }]);
      void revalidateThreadLists(ledger.cache);
      const latest = thread?.latest_message_at ?? null;
      // A message sent moments ago is the newest too, whatever the local clock said.
      if (latest !== null && (isTemporaryId(message.id) || message.created_at >= latest))
        await refreshThread(context, message.thread_id);
    },
  });
}
