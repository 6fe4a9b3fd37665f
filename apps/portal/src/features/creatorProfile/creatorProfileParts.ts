/** The parts of a creator's profile, each edited in the `creator-profile` modal. */
export type CreatorProfilePart = 'demographics' | 'address' | 'phone';

/** The props of the `creator-profile` modal (they go into the URL). */
export interface CreatorProfileTarget {
  readonly creatorId: number;
  readonly part: CreatorProfilePart;
}
