/** A creator's gender as the agency records it (ours: spec §3 names no demographics). */
export const CREATOR_GENDERS = ['female', 'male', 'non_binary', 'undisclosed'] as const;

export type CreatorGender = (typeof CREATOR_GENDERS)[number];

/** What users read for each gender. */
export const CREATOR_GENDER_TITLES: Record<CreatorGender, string> = {
  female: 'Female',
  male: 'Male',
  non_binary: 'Non-binary',
  undisclosed: 'Prefers not to say',
};

/** Whether a value is one of the genders. */
export function isCreatorGender(value: unknown): value is CreatorGender {
  return CREATOR_GENDERS.some((gender) => gender === value);
}
