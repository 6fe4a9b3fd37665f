import { describe, expect, it } from 'vitest';
import type { SearchResult } from '../model/SearchResult.ts';
import { decodeSearchResult } from './decodeSearchResult.ts';

const channel: SearchResult = {
  id: 7,
  type: 'channel',
  name: 'Acme Show',
  logo: 'https://cdn.test/acme.png',
  contact_email: 'show@acme.test',
  publisher_id: 3,
  content_type_id: 12,
  airtime_customer: true,
  converted: false,
  matches_position: { name: [{ start: 0, length: 4 }], contact_email: [{ start: 5, length: 4 }] },
};
const bare: SearchResult = {
  id: 1,
  type: 'brand',
  name: 'Acme',
  logo: null,
  contact_email: null,
  publisher_id: null,
  content_type_id: null,
  airtime_customer: false,
  converted: false,
  matches_position: {},
};

describe('decodeSearchResult', () => {
  it.each<[string, unknown, SearchResult | undefined]>([
    ['a complete channel as is', channel, channel],
    ['the minimum of id, type and name', { id: 1, type: 'brand', name: 'Acme' }, bare],
    ['an empty name', { id: 1, type: 'brand', name: '' }, { ...bare, name: '' }],
    [
      'flags sent as 1 and 0',
      { id: 1, type: 'brand', name: 'Acme', airtime_customer: 1, converted: 0 },
      { ...bare, airtime_customer: true },
    ],
    [
      'converted sent as 1',
      { id: 1, type: 'brand', name: 'Acme', converted: 1 },
      { ...bare, converted: true },
    ],
    [
      'malformed display fields as empty',
      {
        id: 1,
        type: 'brand',
        name: 'Acme',
        logo: 5,
        contact_email: false,
        publisher_id: '3',
        content_type_id: 13,
        airtime_customer: 'yes',
        converted: null,
        matches_position: [],
      },
      bare,
    ],
    [
      'content type 0 as none',
      { id: 1, type: 'channel', name: 'A', content_type_id: 0 },
      { ...bare, type: 'channel', name: 'A' },
    ],
    [
      'content type 1.5 as none',
      { id: 1, type: 'channel', name: 'A', content_type_id: 1.5 },
      { ...bare, type: 'channel', name: 'A' },
    ],
    [
      'bad match positions dropped, good ones kept, unknown fields ignored',
      {
        id: 1,
        type: 'brand',
        name: 'Acme',
        matches_position: {
          name: [
            { start: 0, length: 2 },
            { start: -1, length: 2 },
            { start: 1, length: 0 },
            { start: 1.5, length: 1 },
            null,
            'x',
            { start: 2, length: 1, extra: true },
          ],
          contact_email: 'not a list',
          description: [{ start: 0, length: 1 }],
        },
      },
      {
        ...bare,
        matches_position: {
          name: [
            { start: 0, length: 2 },
            { start: 2, length: 1 },
          ],
        },
      },
    ],
    [
      'a field with no good positions left out',
      { id: 1, type: 'brand', name: 'Acme', matches_position: { name: [{ start: 0 }] } },
      bare,
    ],
    ['an unknown type as nothing', { id: 1, type: 'podcast', name: 'A' }, undefined],
    ['a missing id as nothing', { type: 'brand', name: 'A' }, undefined],
    ['id 0 as nothing', { id: 0, type: 'brand', name: 'A' }, undefined],
    ['a string id as nothing', { id: '1', type: 'brand', name: 'A' }, undefined],
    ['a fractional id as nothing', { id: 1.5, type: 'brand', name: 'A' }, undefined],
    ['a missing name as nothing', { id: 1, type: 'brand' }, undefined],
    ['a numeric name as nothing', { id: 1, type: 'brand', name: 3 }, undefined],
    ['null as nothing', null, undefined],
    ['an array as nothing', [1, 'brand', 'A'], undefined],
    ['a string as nothing', 'Acme', undefined],
  ])('reads %s', (_name, value, expected) => {
    expect(decodeSearchResult(value)).toEqual(expected);
  });
});
