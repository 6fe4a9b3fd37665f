import type { MessageTag, ThreadSubject } from '@airtime/domain';
import { describe, expect, it } from 'vitest';
import {
  addTag,
  type FoundProduction,
  formatTagDay,
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

describe('toTagSubject of a production', () => {
  const acme = { name: 'Acme', logo: 'acme.png' };
  const owls = { name: 'Night Owls', logo: 'owls.png' };
  const event: NonNullable<FoundProduction['event']> = {
    brand_id: 2,
    publisher_id: 4,
    planned_date: '2026-11-05',
    aired_date: null,
    brand: acme,
    creator: owls,
  };
  const production = (changes: Partial<typeof event> | undefined): FoundProduction => ({
    id: 12,
    ...(changes === undefined ? {} : { event: { ...event, ...changes } }),
  });
  it.each<[string, FoundProduction, Partial<ThreadSubject> | null]>([
    [
      'is named after its brand, creator and planned day, as the inbox names its thread',
      production({}),
      {
        type: 'event_production',
        id: 12,
        name: 'Acme on Night Owls, Nov 5, 2026',
        logo: 'acme.png',
        brand_id: 2,
        creator_id: 4,
      },
    ],
    [
      'takes the aired day once it aired',
      production({ aired_date: '2026-12-01' }),
      { name: 'Acme on Night Owls, Dec 1, 2026' },
    ],
    [
      'without a day is who alone',
      production({ planned_date: null }),
      { name: 'Acme on Night Owls' },
    ],
    [
      'of an unbooked event is its creator’s, with the creator’s logo',
      production({ brand_id: null, brand: undefined }),
      { name: 'Night Owls, Nov 5, 2026', logo: 'owls.png', brand_id: null, creator_id: 4 },
    ],
    ['without its event is not offered', production(undefined), null],
    ['without its creator is not offered', production({ creator: undefined }), null],
    ['without its booked brand is not offered', production({ brand: undefined }), null],
  ])('%s', (_case, record, expected) => {
    const subject = toTagSubject({ type: 'event_production', record });
    if (expected === null) expect(subject).toBeNull();
    else expect(subject).toMatchObject(expected);
  });

  it.each<[string, string | null]>([
    ['2026-11-05', 'Nov 5, 2026'],
    ['2027-01-31', 'Jan 31, 2027'],
    ['2026-09-10', 'Sep 10, 2026'],
    ['2026-13-01', null],
    ['2026-11-00', null],
    ['2026-11-05T10:00:00Z', null],
    ['', null],
  ])('formatTagDay(%j) is %j', (day, expected) => {
    expect(formatTagDay(day)).toBe(expected);
  });
});
