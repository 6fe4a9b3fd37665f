import type { UserSummary } from './UserSummary.ts';

/** A user following a thread, notified of its new messages (spec §3). */
export interface ThreadSubscription {
  readonly id: number;
  readonly thread_id: number;
  readonly user_id: number;
  /** ISO date-time. */
  readonly created_at: string;
  readonly user?: UserSummary;
}
