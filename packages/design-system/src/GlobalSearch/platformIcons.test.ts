import { describe, expect, it } from 'vitest';
import { getPlatform } from './platformIcons.ts';

describe('getPlatform', () => {
  it.each<[number | null | undefined, string | null, boolean]>([
    [1, 'YouTube', true],
    [2, 'Twitch', true],
    [3, 'TikTok', true],
    [4, 'Instagram', true],
    [5, 'Facebook', true],
    [6, 'X', true],
    [7, 'Spotify', true],
    [8, 'Apple Podcasts', true],
    [9, 'Snapchat', true],
    [10, 'LinkedIn', false],
    [11, 'Kick', true],
    [12, 'Rumble', true],
    [0, null, false],
    [13, null, false],
    [null, null, false],
    [undefined, null, false],
  ])('content type %s is %s', (contentType, name, hasGlyph) => {
    const platform = getPlatform(contentType);
    expect(platform?.name ?? null).toBe(name);
    expect(Boolean(platform?.icon?.path)).toBe(hasGlyph);
  });
});
