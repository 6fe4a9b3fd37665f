import type { SubjectType } from './SubjectType.ts';
import type { UserSummary } from './UserSummary.ts';

/** The part a user plays on a record: its owner, the owner's backup, or the Airtime rep. */
export type AssigneeType = 'owner' | 'backup' | 'tcp_rep';

/** A user assigned to an agency, brand, creator or production (spec §3). */
export interface Assignee {
  readonly id: number;
  readonly user_id: number;
  readonly type: AssigneeType;
  readonly subject_type: SubjectType;
  readonly subject_id: number;
  /** ISO date-time. */
  readonly created_at: string;
  /** Required: the store leaves out an assignee whose user it cannot find. */
  readonly user: UserSummary;
}
