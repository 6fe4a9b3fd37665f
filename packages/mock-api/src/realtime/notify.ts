import type { SubjectType } from '@airtime/domain';
import { getUserChannel, type Notification } from '@airtime/domain';
import type { BaseContext } from '../http/route.ts';

/**
 * Stores a notification for a user and queues `notification.created` on their private channel,
 * which also moves their unread badge.
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
  },
): Notification {
  const notification = context.store.notifications.insert({
    user_id: userId,
    type: fields.type,
    title: fields.title,
    body: fields.body ?? null,
    subject_type: fields.subject_type,
    subject_id: fields.subject_id,
    read_at: null,
    created_at: context.nowIso(),
  });
  context.publish(getUserChannel(userId), 'notification.created', notification);
  return notification;
}
