import { describe, expect, it } from 'vitest';
import type { SearchResult, SearchResultType } from '../model/SearchResult.ts';
import { addRecentSearch } from './addRecentSearch.ts';

function hit(id: number, type: SearchResultType = 'brand', name = `R${id}`): SearchResult {
  return {
    id,
    type,
    name,
    logo: null,
    contact_email: null,
    publisher_id: null,
    content_type_id: null,
    airtime_customer: false,
    converted: false,
    matches_position: {},
  };
}
const keys = (list: readonly SearchResult[]) =>
  list.map((result) => `${result.type}:${result.id}:${result.name}`);

describe('addRecentSearch', () => {
  it.each<[string, SearchResult[], SearchResult, number | undefined, string[]]>([
    ['adds to an empty list', [], hit(1), undefined, ['brand:1:R1']],
    [
      'puts the newest first',
      [hit(1), hit(2)],
      hit(3),
      undefined,
      ['brand:3:R3', 'brand:1:R1', 'brand:2:R2'],
    ],
    [
      'moves a repeated result to the front, with its newest data',
      [hit(1), hit(2), hit(3)],
      hit(3, 'brand', 'Renamed'),
      undefined,
      ['brand:3:Renamed', 'brand:1:R1', 'brand:2:R2'],
    ],
    [
      'keeps the same id of another type',
      [hit(1, 'creator')],
      hit(1, 'channel'),
      undefined,
      ['channel:1:R1', 'creator:1:R1'],
    ],
    [
      'keeps at most five by default',
      [hit(1), hit(2), hit(3), hit(4), hit(5)],
      hit(6),
      undefined,
      ['brand:6:R6', 'brand:1:R1', 'brand:2:R2', 'brand:3:R3', 'brand:4:R4'],
    ],
    [
      'keeps five when the fifth is a repeat',
      [hit(1), hit(2), hit(3), hit(4), hit(5)],
      hit(5),
      undefined,
      ['brand:5:R5', 'brand:1:R1', 'brand:2:R2', 'brand:3:R3', 'brand:4:R4'],
    ],
    ['keeps at most a given max', [hit(1), hit(2)], hit(3), 2, ['brand:3:R3', 'brand:1:R1']],
    ['keeps one with max 1', [hit(1)], hit(2), 1, ['brand:2:R2']],
    ['keeps none with max 0', [hit(1)], hit(2), 0, []],
    ['keeps none with a negative max', [hit(1)], hit(2), -3, []],
    ['rounds a fractional max down', [hit(1), hit(2)], hit(3), 2.9, ['brand:3:R3', 'brand:1:R1']],
    ['keeps none with a NaN max', [hit(1)], hit(2), Number.NaN, []],
  ])('%s', (_name, list, result, max, expected) => {
    expect(keys(addRecentSearch(list, result, max))).toEqual(expected);
  });

  it('stores the result without its highlights and leaves the inputs alone', () => {
    const list = [hit(1)];
    const result = { ...hit(2), matches_position: { name: [{ start: 0, length: 1 }] } };
    const next = addRecentSearch(list, result);
    expect(next[0]).toEqual({ ...hit(2), matches_position: {} });
    expect(result.matches_position.name).toHaveLength(1);
    expect(keys(list)).toEqual(['brand:1:R1']);
  });
});
