import type { Key, Selection } from 'react-aria-components/Table';
import { describe, expect, it } from 'vitest';
import {
  countKeptSelection,
  countSelectedRows,
  createRowIndex,
  getSelectAllState,
  isRowSelected,
  toggleAllSelection,
  toggleRowSelection,
  toggleShownSelection,
} from './tableSelection.ts';

const ROW_KEYS = ['a', 'b', 'c'];
const indexByKey = new Map<Key, number>(ROW_KEYS.map((key, index) => [key, index]));

describe('isRowSelected', () => {
  it.each<[Selection, Key, boolean]>([
    ['all', 'a', true],
    [new Set(['a']), 'a', true],
    [new Set(['a']), 'b', false],
    [new Set(), 'a', false],
    [new Set([1]), 1, true],
    [new Set([1]), '1', false],
  ])('%o has %s: %s', (selection, key, expected) => {
    expect(isRowSelected(selection, key)).toBe(expected);
  });
});

describe('countSelectedRows', () => {
  it.each<[string, Selection, number]>([
    ['all rows', 'all', 3],
    ['none', new Set(), 0],
    ['some', new Set(['a', 'c']), 2],
    ['only rows still shown', new Set(['a', 'gone', 'filtered']), 1],
  ])('counts %s', (_name, selection, expected) => {
    expect(countSelectedRows(selection, indexByKey)).toBe(expected);
  });
});

describe('getSelectAllState', () => {
  it.each([
    [0, 3, 'none'],
    [1, 3, 'some'],
    [2, 3, 'some'],
    [3, 3, 'all'],
    [0, 0, 'none'],
  ] as const)('%i of %i selected: %s', (count, rows, expected) => {
    expect(getSelectAllState(count, rows)).toBe(expected);
  });
});

describe('toggleRowSelection', () => {
  const keys = () => ROW_KEYS;

  it.each<[string, Selection, Key, 'none' | 'single' | 'multiple', Selection]>([
    ['multiple adds a row', new Set(['a']), 'b', 'multiple', new Set(['a', 'b'])],
    ['multiple removes a selected row', new Set(['a', 'b']), 'a', 'multiple', new Set(['b'])],
    ['multiple removes one row from all', 'all', 'b', 'multiple', new Set(['a', 'c'])],
    ['single selects only that row', new Set(['a']), 'b', 'single', new Set(['b'])],
    ['single deselects the selected row', new Set(['b']), 'b', 'single', new Set()],
    ['none changes nothing', new Set(['a']), 'b', 'none', new Set(['a'])],
  ])('%s', (_name, selection, key, mode, expected) => {
    expect(toggleRowSelection(selection, key, mode, keys)).toEqual(expected);
  });

  it('returns a new set, never the one it was given', () => {
    const selection = new Set<Key>(['a']);
    const next = toggleRowSelection(selection, 'b', 'multiple', keys);
    expect(next).not.toBe(selection);
    expect(selection).toEqual(new Set(['a']));
  });

  it('reads the row keys only to leave an all-rows selection', () => {
    let reads = 0;
    const counted = () => {
      reads++;
      return ROW_KEYS;
    };
    toggleRowSelection(new Set(['a']), 'b', 'multiple', counted);
    expect(reads).toBe(0);
    toggleRowSelection('all', 'b', 'multiple', counted);
    expect(reads).toBe(1);
  });
});

describe('toggleAllSelection', () => {
  it.each([
    ['none', 'all'],
    ['some', 'all'],
    ['all', new Set()],
  ] as const)('from %s selects %o', (state, expected) => {
    expect(toggleAllSelection(state)).toEqual(expected);
  });
});

describe('countKeptSelection', () => {
  it.each<[string, Selection, { total: number; unshown: number }]>([
    ['nothing', new Set(), { total: 0, unshown: 0 }],
    ['shown rows only', new Set(['a', 'b']), { total: 2, unshown: 0 }],
    ['a filtered-out row too', new Set(['a', 'z']), { total: 2, unshown: 1 }],
    ['only rows not shown', new Set(['y', 'z']), { total: 2, unshown: 2 }],
    ["'all' (the shown rows)", 'all', { total: 3, unshown: 0 }],
  ])('%s', (_, selection, expected) => {
    expect(countKeptSelection(selection, indexByKey)).toEqual(expected);
  });
});

describe('toggleShownSelection', () => {
  it.each<[string, Selection, 'none' | 'some' | 'all', Selection]>([
    ['checking adds the shown rows', new Set(), 'none', new Set(['a', 'b', 'c'])],
    ['and keeps a row not shown', new Set(['z', 'a']), 'some', new Set(['z', 'a', 'b', 'c'])],
    ['unchecking keeps only rows not shown', new Set(['z', 'a', 'b', 'c']), 'all', new Set(['z'])],
    ["'all' unchecked leaves nothing", 'all', 'all', new Set()],
  ])('%s', (_, selection, state, expected) => {
    expect(toggleShownSelection(selection, state, ROW_KEYS)).toEqual(expected);
  });
});

describe('createRowIndex', () => {
  it('finds rows by key, building the index only when asked', () => {
    let reads = 0;
    const rows = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    const index = createRowIndex(rows, (row) => {
      reads++;
      return row.id;
    });
    expect(reads).toBe(0);
    expect(index.get('b')).toBe(1);
    expect(index.has('z')).toBe(false);
    expect(index.size).toBe(3);
    expect(reads).toBe(3);
  });
});
