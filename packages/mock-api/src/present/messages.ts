import type { Message, MessageTag, Thread, ThreadSubscription } from '@airtime/domain';
import type { SubjectVisibility } from '../auth/subjectVisibility.ts';
import { hasUnreadMessages } from '../messaging/readState.ts';
import { threadSubject } from '../messaging/threadSubjects.ts';
import type { Store } from '../store/createStore.ts';
import type { StoredUser } from '../store/records.ts';
import { presentUserSummary } from './users.ts';

/** A subscription with its user (null when the user is gone, which the client drops). */
export function presentSubscription(
  store: Store,
  subscription: ThreadSubscription,
): ThreadSubscription | null {
  const user = store.users.get(subscription.user_id);
  return user === undefined ? null : { ...subscription, user: presentUserSummary(user) };
}

/** A thread's subscriptions, each with its user. */
export function threadSubscriptions(store: Store, threadId: number): ThreadSubscription[] {
  return store.threadSubscriptions
    .lookup('thread_id', threadId)
    .map((subscription) => presentSubscription(store, subscription))
    .filter((subscription) => subscription !== null);
}

/**
 * A thread as the user sees it: has_unread_messages is theirs, subscriptions are embedded (they
 * have no foreign key on the thread). `reader` null presents it for broadcasts, where
 * `unreadForOthers` says whether the change left something unread for the other readers.
 */
export function presentThread(
  store: Store,
  thread: Thread,
  reader: StoredUser | null,
  unreadForOthers = false,
): Thread {
  return {
    ...thread,
    has_unread_messages:
      reader === null ? unreadForOthers : hasUnreadMessages(store, thread, reader),
    subscriptions: threadSubscriptions(store, thread.id),
  };
}

/**
 * A thread as `thread.updated` and the single-thread calls carry it: presentThread plus its named
 * subject (as the thread list embeds it), so a client can name a thread it has never listed.
 */
export function presentThreadUpdate(
  store: Store,
  thread: Thread,
  reader: StoredUser | null,
  unreadForOthers = false,
): Thread {
  const subject = threadSubject(store, thread);
  return {
    ...presentThread(store, thread, reader, unreadForOthers),
    ...(subject === null ? {} : { subject }),
  };
}

/**
 * A message's tags with each non-primary one's record named (ours), as the thread list names a
 * thread's, when the reader may see that record (`sees`); others, and a tag whose record cannot be
 * named (it is gone), stay bare. The primary tag is the thread's own subject, named with the thread.
 */
export function presentMessageTags(
  store: Store,
  tags: readonly MessageTag[],
  sees: SubjectVisibility,
): MessageTag[] {
  return tags.map((tag) => {
    // A row written around the handlers (a test's malformed tag) is sent as it is.
    if (typeof tag !== 'object' || tag === null || tag.is_primary) return tag;
    if (!sees(tag.type, tag.id)) return tag;
    const subject = threadSubject(store, { subject_type: tag.type, subject_id: tag.id });
    return subject === null ? tag : { ...tag, subject };
  });
}

/**
 * A message with its reactions (no foreign key on the message), the reader's read state, and its
 * tags named as far as the reader may see their records (`sees`).
 */
export function presentMessage(
  store: Store,
  message: Message,
  isRead: boolean,
  sees: SubjectVisibility,
): Message {
  return {
    ...message,
    tags: presentMessageTags(store, message.tags, sees),
    is_read: isRead,
    reactions: store.messageReactions.lookup('message_id', message.id),
  };
}

/**
 * A message as realtime events carry it to one channel's readers (`sees`): unread (it is new to
 * whoever receives it), with its reactions and its author embedded, since an event has no
 * `included`.
 */
export function presentMessageForBroadcast(
  store: Store,
  message: Message,
  sees: SubjectVisibility,
): Message {
  const user = store.users.get(message.user_id);
  return {
    ...presentMessage(store, message, false, sees),
    ...(user === undefined ? {} : { user: presentUserSummary(user) }),
  };
}
