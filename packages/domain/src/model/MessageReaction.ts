import type { UserSummary } from './UserSummary.ts';

/** A user's emoji reaction to a message (spec §3). */
export interface MessageReaction {
  readonly id: number;
  readonly message_id: number;
  readonly user_id: number;
  /** The emoji itself, e.g. '👍'; ours, the spec does not show it. */
  readonly emoji: string;
  /** ISO date-time. */
  readonly created_at: string;
  readonly user?: UserSummary;
}
