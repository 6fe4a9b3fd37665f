import {
  type SimpleIcon,
  siApplepodcasts,
  siFacebook,
  siInstagram,
  siKick,
  siRumble,
  siSnapchat,
  siSpotify,
  siTiktok,
  siTwitch,
  siX,
  siYoutube,
} from 'simple-icons';

/** A platform a channel lives on: its name (for screen readers) and its simple-icons glyph. */
export interface Platform {
  /** The platform's name ('YouTube'): the icon's accessible name. */
  name: string;
  /** The glyph; `null` for LinkedIn, which simple-icons no longer ships (a neutral glyph shows). */
  icon: SimpleIcon | null;
}

/**
 * Channel content types 1–12 and their platforms. The spec leaves the mapping unstated; this is
 * the design system's choice, documented in the README. Icons are imported by name so an app
 * bundles only these twelve.
 */
export const PLATFORMS: Readonly<Record<number, Platform>> = {
  1: { name: 'YouTube', icon: siYoutube },
  2: { name: 'Twitch', icon: siTwitch },
  3: { name: 'TikTok', icon: siTiktok },
  4: { name: 'Instagram', icon: siInstagram },
  5: { name: 'Facebook', icon: siFacebook },
  6: { name: 'X', icon: siX },
  7: { name: 'Spotify', icon: siSpotify },
  8: { name: 'Apple Podcasts', icon: siApplepodcasts },
  9: { name: 'Snapchat', icon: siSnapchat },
  10: { name: 'LinkedIn', icon: null },
  11: { name: 'Kick', icon: siKick },
  12: { name: 'Rumble', icon: siRumble },
};

/** The platform of a content type, or `null` for an unknown one. */
export function getPlatform(contentType: number | null | undefined): Platform | null {
  return contentType == null ? null : (PLATFORMS[contentType] ?? null);
}
