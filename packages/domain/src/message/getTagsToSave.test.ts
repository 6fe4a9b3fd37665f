import { describe, expect, it } from 'vitest';
import type { MessageTag } from '../model/Message.ts';
import { getTagsToSave } from './getTagsToSave.ts';

const primary: MessageTag = { id: 1, type: 'campaign', is_primary: true };
const brand: MessageTag = { id: 2, type: 'brand', is_primary: false };
const creator: MessageTag = { id: 3, type: 'creator', is_primary: false };

describe('getTagsToSave', () => {
  it.each([
    ['no tags', [], []],
    ['only the primary tag', [primary], []],
    ['primary first', [primary, brand, creator], [brand, creator]],
    [
      'primary in the middle keeps the order of the rest',
      [creator, primary, brand],
      [creator, brand],
    ],
    ['no primary tag', [brand, creator], [brand, creator]],
  ])('%s', (_case, tags, expected) => {
    expect(getTagsToSave(tags)).toEqual(expected);
  });
});
