import type {
  Message,
  MessageActivityChange,
  MessageTag,
  SubjectType,
  Thread,
  ThreadVisibility,
} from '@airtime/domain';
import type { UserContext } from '../http/route.ts';
import { presentThreadUpdate } from '../present/messages.ts';
import { notifyUser } from '../realtime/notify.ts';
import { subjectKey } from '../store/subjectKey.ts';
import { publishMessage } from './publishMessage.ts';
import { canReadMessage } from './threadAccess.ts';

export interface NewMessage {
  readonly body: string;
  readonly tags: readonly MessageTag[];
  readonly parent_id: number | null;
  readonly visibility: ThreadVisibility;
  readonly activity: { description: string; changes: readonly MessageActivityChange[] } | null;
}

/** The thread's own subject as a message tag: always first, always primary. */
export function primaryTag(thread: Pick<Thread, 'subject_type' | 'subject_id'>): MessageTag {
  return { id: thread.subject_id, type: thread.subject_type, is_primary: true };
}

/**
 * Adds a message by the acting user, moves the thread's latest_message_at, and queues
 * message.created and thread.updated on the channels of those who may read it. A written
 * (not activity) message subscribes its author and notifies the other subscribers who may read it.
 */
export function postMessage(
  context: UserContext<string>,
  thread: Thread,
  input: NewMessage,
): Message {
  const { store, user } = context;
  const now = context.nowIso();
  const message = store.messages.insert({
    thread_id: thread.id,
    user_id: user.id,
    body: input.body,
    created_at: now,
    updated_at: now,
    deleted_at: null,
    tags: input.tags,
    is_reply: input.parent_id !== null,
    parent_id: input.parent_id,
    visibility: input.visibility,
    activity_log:
      input.activity === null
        ? null
        : { description: input.activity.description, changes: input.activity.changes },
    is_read: false,
  });
  const updated = store.threads.update(thread.id, { latest_message_at: now }) ?? thread;
  const channels = publishMessage(context, updated, message, 'message.created');

  if (input.activity === null) {
    const subscriptions = store.threadSubscriptions.lookup('thread_id', thread.id);
    if (!subscriptions.some((subscription) => subscription.user_id === user.id)) {
      store.threadSubscriptions.insert({ thread_id: thread.id, user_id: user.id, created_at: now });
    }
    const author = `${user.firstname} ${user.lastname}`.trim();
    for (const subscription of subscriptions) {
      const reader = store.users.get(subscription.user_id);
      if (reader === undefined || reader.id === user.id) continue;
      if (!canReadMessage(store, reader, updated, message)) continue;
      notifyUser(context, reader.id, {
        type: 'message',
        title: `${author} wrote in a ${updated.subject_type.replace('_', ' ')} thread`,
        body: message.body.length > 140 ? `${message.body.slice(0, 139)}…` : message.body,
        subject_type: updated.subject_type,
        subject_id: updated.subject_id,
        thread_visibility: updated.visibility,
        message_id: message.id,
      });
    }
  }
  const threadPayload = presentThreadUpdate(store, updated, null, true);
  for (const channel of channels) context.publish(channel, 'thread.updated', threadPayload);
  return message;
}

/**
 * Logs an activity entry (who changed what) in the internal thread of a record, when it has one;
 * activity entries notify nobody. Returns the entry, or null when the record has no such thread.
 */
export function logActivity(
  context: UserContext<string>,
  subjectType: SubjectType,
  subjectId: number,
  description: string,
  changes: readonly MessageActivityChange[],
): Message | null {
  const thread = context.store.threads
    .lookup('subject', subjectKey(subjectType, subjectId))
    .find((candidate) => candidate.visibility === 'internal');
  if (thread === undefined) return null;
  return postMessage(context, thread, {
    body: description,
    tags: [primaryTag(thread)],
    parent_id: null,
    visibility: 'internal',
    activity: { description, changes },
  });
}
