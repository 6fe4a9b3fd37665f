import type { Message, Thread } from '@airtime/domain';
import type { Store } from '../store/createStore.ts';
import type { StoredUser, ThreadRead } from '../store/records.ts';
import { canSeeMessage } from './threadAccess.ts';

// Read state is per user (README "Messaging"): a thread-read row says up to which message a user
// has read a thread. A user without one (never opened the thread since the seed) falls back to the
// message's stored is_read, which new messages store as false. One's own messages are always read.

export function readMarker(store: Store, threadId: number, userId: number): ThreadRead | undefined {
  return store.threadReads.lookupOne('thread_user', `${threadId}:${userId}`);
}

/** Whether a user has read a message, given their marker for its thread. */
export function isMessageRead(
  message: Pick<Message, 'id' | 'user_id' | 'is_read'>,
  userId: number,
  marker: ThreadRead | undefined,
): boolean {
  if (message.user_id === userId) return true;
  return marker === undefined ? message.is_read : message.id <= marker.last_read_message_id;
}

/** The messages of a thread the user may read, in id order. */
export function readableMessages(store: Store, threadId: number, user: StoredUser): Message[] {
  return store.messages
    .lookup('thread_id', threadId)
    .filter((message) => canSeeMessage(user, message));
}

/** Whether the thread holds a message the user may read and has not. */
export function hasUnreadMessages(store: Store, thread: Thread, user: StoredUser): boolean {
  const marker = readMarker(store, thread.id, user.id);
  // No filtered copy: the thread list asks this of every thread the user may read.
  return store.messages
    .lookup('thread_id', thread.id)
    .some((message) => canSeeMessage(user, message) && !isMessageRead(message, user.id, marker));
}

/**
 * Marks every message of the thread the user may read as read, and their unread message
 * notifications about this thread too (those naming no visibility: about its record). Returns whether anything changed.
 */
export function markThreadRead(
  store: Store,
  thread: Thread,
  user: StoredUser,
  at: string,
): boolean {
  const messages = readableMessages(store, thread.id, user);
  const marker = readMarker(store, thread.id, user.id);
  const unread = messages.some((message) => !isMessageRead(message, user.id, marker));
  const lastId = messages.reduce((last, message) => Math.max(last, message.id), 0);
  let changed = false;
  if (unread) {
    if (marker === undefined) {
      store.threadReads.insert({
        thread_id: thread.id,
        user_id: user.id,
        last_read_message_id: lastId,
        read_at: at,
      });
    } else {
      store.threadReads.update(marker.id, { last_read_message_id: lastId, read_at: at });
    }
    changed = true;
  }
  for (const notification of store.notifications.lookup('user_id', user.id)) {
    if (
      notification.read_at === null &&
      notification.type === 'message' &&
      notification.subject_type === thread.subject_type &&
      notification.subject_id === thread.subject_id &&
      // One without a visibility (seeded, older) is about the record: any of its threads reads it.
      (notification.thread_visibility === undefined ||
        notification.thread_visibility === thread.visibility)
    ) {
      store.notifications.update(notification.id, { read_at: at });
      changed = true;
    }
  }
  return changed;
}
