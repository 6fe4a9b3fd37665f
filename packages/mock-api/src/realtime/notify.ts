import type { SubjectType, ThreadVisibility } from '@airtime/domain';
import { getUserChannel, type Notification } from '@airtime/domain';
import type { BaseContext } from '../http/route.ts';

/**
 * Stores a notification for a user and queues `notification.created` on their private channel,
 * which also moves their unread badge. One about a conversation names its thread's visibility (and
 * its message), so a client can open it there.
 */
export function notifyUser(
  context: BaseContext<string>,
  userId: number,
  fields: {
    type: string;
    title: string;
    body?: string;
    subject_type: SubjectType;
    subject_id: number;
    thread_visibility?: ThreadVisibility;
    message_id?: number;
  },
): Notification {
  const notification = context.store.notifications.insert({
    user_id: userId,
    type: fields.type,
    title: fields.title,
    body: fields.body ?? null,
    subject_type: fields.subject_type,
    subject_id: fields.subject_id,
    ...(fields.thread_visibility === undefined
      ? {}
      : { thread_visibility: fields.thread_visibility }),
    ...(fields.message_id === undefined ? {} : { message_id: fields.message_id }),
    read_at: null,
    created_at: context.nowIso(),
  });
  context.publish(getUserChannel(userId), 'notification.created', notification);
  return notification;
}
