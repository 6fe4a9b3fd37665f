import { describe, expect, it } from 'vitest';
import { getNextSortDescriptor, type SortValue, sortRows } from './tableSort.ts';

const collator = new Intl.Collator('en-US', { numeric: true });

function sortValues(values: SortValue[], direction: 'ascending' | 'descending'): SortValue[] {
  return sortRows(values, (value) => value, direction, collator);
}

describe('sortRows', () => {
  it.each<[string, SortValue[], 'ascending' | 'descending', SortValue[]]>([
    ['numbers ascending', [3, 1, 2], 'ascending', [1, 2, 3]],
    ['numbers descending', [3, 1, 2], 'descending', [3, 2, 1]],
    ['negative and decimal numbers', [0.5, -2, 10, -0.1], 'ascending', [-2, -0.1, 0.5, 10]],
    [
      'strings in locale order, ignoring case',
      ['beta', 'Alpha', 'alpha2'],
      'ascending',
      ['Alpha', 'alpha2', 'beta'],
    ],
    [
      'digits inside strings by their value',
      ['Campaign 10', 'Campaign 2', 'Campaign 1'],
      'ascending',
      ['Campaign 1', 'Campaign 2', 'Campaign 10'],
    ],
    [
      'accented letters beside their base letter',
      ['Zoe', 'Émile', 'Eve'],
      'ascending',
      ['Émile', 'Eve', 'Zoe'],
    ],
    [
      'empty values last when ascending',
      [null, 2, '', 1, undefined, Number.NaN],
      'ascending',
      [1, 2, null, '', undefined, Number.NaN],
    ],
    [
      'empty values still last when descending',
      [null, 2, undefined, 1],
      'descending',
      [2, 1, null, undefined],
    ],
    ['numbers before strings in a mixed column', ['b', 2, 'a', 1], 'ascending', [1, 2, 'a', 'b']],
    ['booleans, false first', [true, false, true], 'ascending', [false, true, true]],
    ['bigints', [10n, 2n, 33n], 'descending', [33n, 10n, 2n]],
    ['nothing', [], 'ascending', []],
  ])('sorts %s', (_name, values, direction, expected) => {
    expect(sortValues(values, direction)).toEqual(expected);
  });

  it('sorts dates by time, invalid dates last', () => {
    const march = new Date('2024-03-01T00:00:00Z');
    const january = new Date('2024-01-01T00:00:00Z');
    const invalid = new Date('not a date');
    expect(sortValues([march, invalid, january], 'ascending')).toEqual([january, march, invalid]);
    expect(sortValues([march, invalid, january], 'descending')).toEqual([march, january, invalid]);
  });

  it.each(['ascending', 'descending'] as const)(
    'keeps the order of equal rows (%s)',
    (direction) => {
      const rows = [
        { id: 'a', budget: 5 },
        { id: 'b', budget: 1 },
        { id: 'c', budget: 5 },
        { id: 'd', budget: 1 },
        { id: 'e', budget: null },
        { id: 'f', budget: null },
      ];
      const ids = sortRows(rows, (row) => row.budget, direction, collator).map((row) => row.id);
      expect(ids).toEqual(
        direction === 'ascending' ? ['b', 'd', 'a', 'c', 'e', 'f'] : ['a', 'c', 'b', 'd', 'e', 'f'],
      );
    },
  );

  it('reads each value once and leaves the input alone', () => {
    const rows = [3, 1, 2];
    let reads = 0;
    const sorted = sortRows(
      rows,
      (row) => {
        reads++;
        return row;
      },
      'ascending',
      collator,
    );
    expect(reads).toBe(3);
    expect(rows).toEqual([3, 1, 2]);
    expect(sorted).not.toBe(rows);
  });
});

describe('getNextSortDescriptor', () => {
  it.each([
    [
      'an unsorted table starts ascending',
      undefined,
      'name',
      undefined,
      { column: 'name', direction: 'ascending' },
    ],
    [
      'the sorted column flips to descending',
      { column: 'name', direction: 'ascending' },
      'name',
      undefined,
      { column: 'name', direction: 'descending' },
    ],
    [
      'and back to ascending',
      { column: 'name', direction: 'descending' },
      'name',
      undefined,
      { column: 'name', direction: 'ascending' },
    ],
    [
      'another column starts ascending',
      { column: 'name', direction: 'descending' },
      'budget',
      undefined,
      { column: 'budget', direction: 'ascending' },
    ],
    [
      'or in its own first direction',
      { column: 'name', direction: 'ascending' },
      'budget',
      'descending',
      { column: 'budget', direction: 'descending' },
    ],
    [
      'whose own column still flips',
      { column: 'budget', direction: 'descending' },
      'budget',
      'descending',
      { column: 'budget', direction: 'ascending' },
    ],
  ] as const)('%s', (_name, current, column, first, expected) => {
    expect(getNextSortDescriptor(current, column, first)).toEqual(expected);
  });
});
