import type { SubjectType } from './SubjectType.ts';

/** What `notification.created` carries and the inbox badge counts; the shape is ours. */
export interface Notification {
  readonly id: number;
  readonly user_id: number;
  /** Machine kind, e.g. 'assigned', 'mention', 'message'. */
  readonly type: string;
  readonly title: string;
  readonly body: string | null;
  readonly subject_type: SubjectType | null;
  readonly subject_id: number | null;
  /** ISO date-time; null while unread. */
  readonly read_at: string | null;
  /** ISO date-time. */
  readonly created_at: string;
}
