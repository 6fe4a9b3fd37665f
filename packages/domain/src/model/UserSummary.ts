import type { UserProfile } from './UserProfile.ts';

/** A user as embedded in assignees, messages and reactions: who, not what they may do. */
export type UserSummary = Pick<UserProfile, 'id' | 'firstname' | 'lastname' | 'avatar' | 'email'>;
