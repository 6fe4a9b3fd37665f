import { describe, expect, it } from 'vitest';
import { decodeWithWarnings } from '../test/decode.ts';
import { searchResultModel } from './searchResult.ts';

const decode = (raw: unknown) => decodeWithWarnings(searchResultModel, raw);

const channel = {
  id: 11,
  type: 'channel',
  name: 'The Pod',
  logo: null,
  contact_email: null,
  publisher_id: 9,
  content_type_id: 3,
  airtime_customer: false,
  converted: false,
  matches_position: { name: [{ start: 4, length: 3 }] },
};

describe('search result model', () => {
  it('a valid result passes', () => {
    expect(decode(channel)).toEqual({ record: channel, warnings: [] });
  });

  it.each<[string, unknown]>([
    ['id', '11'],
    ['id', 0],
    ['type', 'event'],
    ['name', null],
  ])('a result with a bad %s is left out with a warning', (field, value) => {
    const { record, warnings } = decode({ ...channel, [field]: value });
    expect(record).toBeUndefined();
    expect(warnings).toEqual([expect.stringMatching(/does not match its schema/)]);
  });

  it.each<[string, unknown, unknown]>([
    ['logo', 7, null],
    ['contact_email', false, null],
    ['publisher_id', 'nine', null],
    ['content_type_id', 13, null],
    ['airtime_customer', 1, true],
    ['converted', 0, false],
    ['matches_position', { name: [{ start: -1, length: 2 }], contact_email: 'x' }, {}],
  ])('a malformed %s falls back instead of hiding the hit', (field, value, read) => {
    const { record, warnings } = decode({ ...channel, [field]: value });
    expect(warnings).toEqual([]);
    expect(record).toEqual({ ...channel, [field]: read });
  });
});
