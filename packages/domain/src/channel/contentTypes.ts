/** A channel's content types as the API numbers them (spec §2: 1 to 12). */
export const CONTENT_TYPE_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

export type ContentTypeId = (typeof CONTENT_TYPE_IDS)[number];

/**
 * The platform each content type stands for. The spec does not name them; this is the map the
 * design system shows icons by (its `getPlatform`, which keeps its own copy since it does not
 * import the domain), so seeded data and screens name the platform the icon shows.
 */
export const CONTENT_TYPE_PLATFORMS = {
  1: 'YouTube',
  2: 'Twitch',
  3: 'TikTok',
  4: 'Instagram',
  5: 'Facebook',
  6: 'X',
  7: 'Spotify',
  8: 'Apple Podcasts',
  9: 'Snapchat',
  10: 'LinkedIn',
  11: 'Kick',
  12: 'Rumble',
} as const satisfies Record<ContentTypeId, string>;

export type PlatformName = (typeof CONTENT_TYPE_PLATFORMS)[ContentTypeId];

/** Whether a value is one of the content type ids. */
export function isContentTypeId(value: unknown): value is ContentTypeId {
  return CONTENT_TYPE_IDS.some((id) => id === value);
}
