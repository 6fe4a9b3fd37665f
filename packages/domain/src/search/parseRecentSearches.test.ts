import { describe, expect, it } from 'vitest';
import type { SearchResult } from '../model/SearchResult.ts';
import { parseRecentSearches } from './parseRecentSearches.ts';

const entry = (id: number, type = 'brand') => ({ id, type, name: `R${id}` });
const keys = (list: readonly SearchResult[]) => list.map((result) => `${result.type}:${result.id}`);

describe('parseRecentSearches', () => {
  it.each<[string, string | null, number | undefined, string[]]>([
    ['nothing stored', null, undefined, []],
    ['an empty string', '', undefined, []],
    ['broken JSON', '[{"id":1,', undefined, []],
    ['JSON that is not a list', '{"id":1,"type":"brand","name":"A"}', undefined, []],
    ['a JSON string', '"hello"', undefined, []],
    ['JSON null', 'null', undefined, []],
    ['an empty list', '[]', undefined, []],
    [
      'stored entries in order',
      JSON.stringify([entry(2), entry(1, 'creator')]),
      undefined,
      ['brand:2', 'creator:1'],
    ],
    [
      'bad entries dropped',
      JSON.stringify([
        entry(1),
        null,
        5,
        'x',
        { id: 'a', type: 'brand', name: 'A' },
        { id: 2, type: 'x', name: 'B' },
        entry(3),
      ]),
      undefined,
      ['brand:1', 'brand:3'],
    ],
    [
      'repeats after the first dropped',
      JSON.stringify([entry(1), entry(2), entry(1)]),
      undefined,
      ['brand:1', 'brand:2'],
    ],
    [
      'at most five',
      JSON.stringify([entry(1), entry(2), entry(3), entry(4), entry(5), entry(6)]),
      undefined,
      ['brand:1', 'brand:2', 'brand:3', 'brand:4', 'brand:5'],
    ],
    ['at most a given max', JSON.stringify([entry(1), entry(2)]), 1, ['brand:1']],
    ['none with a negative max', JSON.stringify([entry(1)]), -1, []],
  ])('reads %s', (_name, json, max, expected) => {
    expect(keys(parseRecentSearches(json, max))).toEqual(expected);
  });

  it('reads back full entries', () => {
    const stored: SearchResult = {
      id: 9,
      type: 'channel',
      name: 'Show',
      logo: 'l.png',
      contact_email: null,
      publisher_id: 4,
      content_type_id: 2,
      airtime_customer: false,
      converted: true,
      matches_position: {},
    };
    expect(parseRecentSearches(JSON.stringify([stored]))).toEqual([stored]);
  });
});
