import { describe, expect, it } from 'vitest';
import { CONTENT_TYPE_IDS, CONTENT_TYPE_PLATFORMS, isContentTypeId } from './contentTypes.ts';

describe('CONTENT_TYPE_IDS', () => {
  it('lists the content types 1 to 12 in order', () => {
    expect(CONTENT_TYPE_IDS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });
});

describe('CONTENT_TYPE_PLATFORMS', () => {
  it('names a platform for every content type, in list order', () => {
    expect(Object.keys(CONTENT_TYPE_PLATFORMS).map(Number)).toEqual([...CONTENT_TYPE_IDS]);
  });

  // The design system's getPlatform names (and icons) for the same ids.
  it.each([
    [1, 'YouTube'],
    [2, 'Twitch'],
    [3, 'TikTok'],
    [4, 'Instagram'],
    [5, 'Facebook'],
    [6, 'X'],
    [7, 'Spotify'],
    [8, 'Apple Podcasts'],
    [9, 'Snapchat'],
    [10, 'LinkedIn'],
    [11, 'Kick'],
    [12, 'Rumble'],
  ] as const)('names content type %i %s', (id, platform) => {
    expect(CONTENT_TYPE_PLATFORMS[id]).toBe(platform);
  });
});

describe('isContentTypeId', () => {
  it.each([
    [1, true],
    [12, true],
    [0, false],
    [13, false],
    [1.5, false],
    ['1', false],
    [null, false],
    [undefined, false],
  ])('%j -> %s', (value, expected) => {
    expect(isContentTypeId(value)).toBe(expected);
  });
});
