import { describe, expect, it } from 'vitest';
import { getSavedViewKey } from './getSavedViewKey.ts';
import type { SavedViewState } from './savedViews.ts';

const asc = (field: string) => ({ field, direction: 'asc' as const });
const desc = (field: string) => ({ field, direction: 'desc' as const });

describe('getSavedViewKey', () => {
  it.each<[string, SavedViewState, SavedViewState, boolean]>([
    ['two empty states', { sort: [], filters: {} }, { sort: [], filters: {} }, true],
    [
      'filters in another order',
      { sort: [], filters: { a: ['1'], b: ['2'] } },
      { sort: [], filters: { b: ['2'], a: ['1'] } },
      true,
    ],
    [
      'values in another order',
      { sort: [], filters: { a: ['1', '2'] } },
      { sort: [], filters: { a: ['2', '1'] } },
      true,
    ],
    [
      'a field with no values and no field',
      { sort: [], filters: { a: [] } },
      { sort: [], filters: {} },
      true,
    ],
    [
      'another direction',
      { sort: [asc('name')], filters: {} },
      { sort: [desc('name')], filters: {} },
      false,
    ],
    [
      'sort entries in another order',
      { sort: [asc('a'), asc('b')], filters: {} },
      { sort: [asc('b'), asc('a')], filters: {} },
      false,
    ],
    [
      'another value',
      { sort: [], filters: { a: ['1'] } },
      { sort: [], filters: { a: ['1', '2'] } },
      false,
    ],
    ['a sort and none', { sort: [asc('name')], filters: {} }, { sort: [], filters: {} }, false],
  ])('%s: same is %s', (_case, a, b, same) => {
    expect(getSavedViewKey(a) === getSavedViewKey(b)).toBe(same);
  });
});
