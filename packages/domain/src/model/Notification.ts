import type { SubjectType } from './SubjectType.ts';
import type { ThreadVisibility } from './Thread.ts';

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
  /**
   * The visibility of the thread it is about, when it is about a conversation (a message, being
   * added as a follower): with subject_type and subject_id it names that thread.
   */
  readonly thread_visibility?: ThreadVisibility;
  /** The message it is about, when it is about one (type 'message'). */
  readonly message_id?: number;
  /** ISO date-time; null while unread. */
  readonly read_at: string | null;
  /** ISO date-time. */
  readonly created_at: string;
}
