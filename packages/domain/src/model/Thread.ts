import type { Message } from './Message.ts';
import type { SubjectType } from './SubjectType.ts';
import type { ThreadSubject } from './ThreadSubject.ts';
import type { ThreadSubscription } from './ThreadSubscription.ts';

/** Who can read a thread: agency staff only, or also the brand's or the creator's users (ours). */
export type ThreadVisibility = 'internal' | 'brand' | 'creator';

/** A conversation about one record, one per record and visibility (spec §3). */
export interface Thread {
  readonly id: number;
  readonly subject_type: SubjectType;
  readonly subject_id: number;
  readonly visibility: ThreadVisibility;
  /** ISO date-time of the newest message; null while the thread is empty. */
  readonly latest_message_at: string | null;
  readonly has_unread_messages: boolean;
  /** ISO date-time. */
  readonly created_at: string;
  readonly messages?: readonly Message[];
  readonly subscriptions?: readonly ThreadSubscription[];
  /** The record named for lists (ours): the thread list and thread.updated embed it. */
  readonly subject?: ThreadSubject;
}
