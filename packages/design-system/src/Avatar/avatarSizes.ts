/** Spec §9 sizes, in the 4 px units the spec names them by: 4 is 16 px, 30 is 120 px. */
export const AVATAR_SIZES = [4, 5, 6, 8, 10, 12, 16, 30] as const;

export type AvatarSize = (typeof AVATAR_SIZES)[number];

/** Below 24 px two letters no longer read: the smallest sizes show one initial. */
export function initialsFor(size: AvatarSize): 1 | 2 {
  return size < 6 ? 1 : 2;
}
