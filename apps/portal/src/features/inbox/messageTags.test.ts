import type { MessageTag, ThreadSubject } from '@airtime/domain';
import { describe, expect, it } from 'vitest';
import {
  addTag,
  getShownTags,
  getTagSubject,
  isSameTagSet,
  MAX_MESSAGE_TAGS,
  removeTag,
  tagKey,
  toTagSubject,
} from './messageTags.ts';

const primary: MessageTag = { id: 3, type: 'brand', is_primary: true };
const brand: MessageTag = { id: 7, type: 'brand', is_primary: false };
const creator: MessageTag = { id: 7, type: 'creator', is_primary: false };
const campaign: MessageTag = { id: 9, type: 'campaign', is_primary: false };

describe('getShownTags', () => {
  it.each<[string, unknown, MessageTag[]]>([
    ['no tags', [], []],
    ['tags missing altogether', undefined, []],
    ['tags that are not a list', { 0: brand }, []],
    ['only the primary tag (the thread itself)', [primary], []],
    ['the primary tag left out, the order kept', [creator, primary, brand], [creator, brand]],
    ['the same record twice shown once', [brand, { ...brand }, campaign], [brand, campaign]],
    ['the same id of two types shown twice', [brand, creator], [brand, creator]],
    ['null and non-objects left out', [null, 'brand:7', 7, brand], [brand]],
    ['an unknown type left out', [{ id: 1, type: 'planet', is_primary: false }, brand], [brand]],
    [
      'an id that is not a whole number left out',
      [
        { ...brand, id: '7' },
        { ...brand, id: 1.5 },
      ],
      [],
    ],
  ])('%s', (_case, tags, expected) => {
    expect(getShownTags(tags as readonly MessageTag[])).toEqual(expected);
  });
});

describe('getTagSubject', () => {
  const named: ThreadSubject = {
    type: 'campaign',
    id: 9,
    name: 'Acme × Night Owls',
    logo: null,
    brand_id: 2,
    creator_id: 4,
  };
  it.each<[string, MessageTag, Partial<ThreadSubject>]>([
    ['the embedded record', { ...campaign, subject: named }, named],
    ['a brand not named yet', brand, { name: 'Brand 7', brand_id: 7, creator_id: null }],
    ['a creator not named yet', creator, { name: 'Creator 7', brand_id: null, creator_id: 7 }],
    [
      'a campaign not named yet',
      campaign,
      { name: 'Campaign 9', brand_id: null, creator_id: null },
    ],
    [
      'a production not named yet',
      { id: 5, type: 'event_production', is_primary: false },
      { name: 'Production 5' },
    ],
  ])('%s', (_case, tag, expected) => {
    expect(getTagSubject(tag)).toMatchObject(expected);
  });
});

describe('editing the chosen tags', () => {
  const many = Array.from({ length: MAX_MESSAGE_TAGS }, (_, index) => ({
    type: 'creator' as const,
    id: index + 1,
  }));
  const thread = { type: 'brand' as const, id: 3 };

  it.each<[string, readonly { type: MessageTag['type']; id: number }[], MessageTag, number]>([
    ['adds to an empty list', [], brand, 1],
    ['adds after the others', [creator], brand, 2],
    ['keeps a record once', [brand], { ...brand }, 1],
    ['adds the same id of another type', [brand], creator, 2],
    ['never adds the thread’s own record', [], primary, 0],
    ['stops at the limit', many, brand, MAX_MESSAGE_TAGS],
    ['adds up to the limit', many.slice(1), brand, MAX_MESSAGE_TAGS],
  ])('addTag %s', (_case, tags, tag, length) => {
    const next = addTag(tags, tag, thread);
    expect(next).toHaveLength(length);
    if (length === tags.length) expect(next).toBe(tags);
    else expect(next.at(-1)).toBe(tag);
  });

  it.each<[string, readonly MessageTag[], string, readonly MessageTag[]]>([
    ['removes the one of the key', [brand, creator], 'brand:7', [creator]],
    ['leaves the same id of another type', [creator], 'brand:7', [creator]],
    ['leaves an empty list empty', [], 'brand:7', []],
  ])('removeTag %s', (_case, tags, key, expected) => {
    expect(removeTag(tags, key)).toEqual(expected);
  });

  it.each<[string, readonly MessageTag[], readonly MessageTag[], boolean]>([
    ['both empty', [], [], true],
    ['the same in another order', [brand, creator], [creator, brand], true],
    ['one more', [brand], [brand, creator], false],
    ['the same id of another type', [brand], [creator], false],
    ['is_primary does not matter', [brand], [{ ...brand, is_primary: true }], true],
  ])('isSameTagSet: %s', (_case, a, b, expected) => {
    expect(isSameTagSet(a, b)).toBe(expected);
  });

  it('keys a tag by type and id', () => {
    expect(tagKey(campaign)).toBe('campaign:9');
  });
});

describe('toTagSubject', () => {
  const acme = { id: 2, name: 'Acme', logo: 'acme.png' };
  const owls = { id: 4, name: 'Night Owls', logo: null };
  const campaignRow = { id: 9, brand_id: 2, publisher_id: 4 };
  it.each<[string, Parameters<typeof toTagSubject>[0], ThreadSubject | null]>([
    [
      'a brand is its own brand',
      { type: 'brand', record: acme },
      { type: 'brand', id: 2, name: 'Acme', logo: 'acme.png', brand_id: 2, creator_id: null },
    ],
    [
      'a creator is its own creator',
      { type: 'creator', record: owls },
      { type: 'creator', id: 4, name: 'Night Owls', logo: null, brand_id: null, creator_id: 4 },
    ],
    [
      'a campaign is named after its brand and creator',
      {
        type: 'campaign',
        record: { ...campaignRow, brand: acme as never, creator: owls as never },
      },
      {
        type: 'campaign',
        id: 9,
        name: 'Acme × Night Owls',
        logo: 'acme.png',
        brand_id: 2,
        creator_id: 4,
      },
    ],
    [
      'a campaign without its brand is not offered',
      { type: 'campaign', record: { ...campaignRow, creator: owls as never } },
      null,
    ],
    [
      'a campaign without its creator is not offered',
      { type: 'campaign', record: { ...campaignRow, brand: acme as never } },
      null,
    ],
  ])('%s', (_case, found, expected) => {
    expect(toTagSubject(found)).toEqual(expected);
  });
});
