import type { MessageReaction } from './MessageReaction.ts';
import type { SubjectType } from './SubjectType.ts';
import type { Thread, ThreadVisibility } from './Thread.ts';
import type { ThreadSubject } from './ThreadSubject.ts';
import type { UserSummary } from './UserSummary.ts';

/** A record a message is tagged with; the primary tag is the thread's own subject. */
export interface MessageTag {
  /** Id of the tagged record. */
  readonly id: number;
  readonly type: SubjectType;
  readonly is_primary: boolean;
  /**
   * The tagged record, named (ours): message answers and events embed it on non-primary tags the
   * reader may see, so they can name and link a tag without fetching the record; a tag of a
   * record hidden from the reader comes without it.
   */
  readonly subject?: ThreadSubject;
}

/** One field an activity changed; the shape is ours. */
export interface MessageActivityChange {
  readonly field: string;
  readonly from: string | null;
  readonly to: string | null;
}

/** What a system activity message records; the shape is ours. */
export interface MessageActivityLog {
  /** Sentence shown in the thread, e.g. 'moved the campaign to Brand Approval'. */
  readonly description: string;
  readonly changes: readonly MessageActivityChange[];
}

/** What the signed-in user may do in a message list, sent beside it; the shape is ours. */
export interface MessagePermissions {
  readonly can_create: boolean;
  readonly can_update: boolean;
  readonly can_delete: boolean;
  readonly can_react: boolean;
}

/** A message in a thread, written by a user or logged as an activity (spec §3). */
export interface Message {
  readonly id: number;
  readonly thread_id: number;
  readonly user_id: number;
  readonly body: string;
  /** ISO date-time. */
  readonly created_at: string;
  /** ISO date-time. */
  readonly updated_at: string;
  /** ISO date-time of soft deletion; null while the message is live. */
  readonly deleted_at: string | null;
  readonly tags: readonly MessageTag[];
  readonly is_reply: boolean;
  /** The message this one replies to; null for top-level messages. */
  readonly parent_id: number | null;
  readonly visibility: ThreadVisibility;
  /** Set on activity messages, null on ones a user wrote. */
  readonly activity_log: MessageActivityLog | null;
  /** Whether the signed-in user has read it. */
  readonly is_read: boolean;
  readonly user?: UserSummary;
  readonly thread?: Thread;
  readonly parent?: Message;
  readonly replies?: readonly Message[];
  readonly reactions?: readonly MessageReaction[];
}
