import { describe, expect, it } from 'vitest';
import {
  booleanFilter,
  definedOnly,
  idsFilter,
  oneOfFilter,
  sortParam,
  textFilter,
} from './filterValues.ts';

describe('filter values', () => {
  it.each([
    [['true'], true],
    [['false'], false],
    [['yes'], undefined],
    [undefined, undefined],
  ])('booleanFilter %j -> %j', (values, expected) => {
    expect(booleanFilter(values === undefined ? {} : { f: values }, 'f')).toBe(expected);
  });

  it.each([
    [
      ['3', '12'],
      [3, 12],
    ],
    [['0', '-1', 'x', '1.5'], undefined],
    [['7', 'x'], [7]],
    [undefined, undefined],
  ])('idsFilter %j -> %j', (values, expected) => {
    expect(idsFilter(values === undefined ? {} : { f: values }, 'f')).toEqual(expected);
  });

  it('keeps only known values', () => {
    expect(oneOfFilter({ f: ['high', 'nope', 'low'] }, 'f', ['high', 'low'] as const)).toEqual([
      'high',
      'low',
    ]);
    expect(oneOfFilter({ f: ['nope'] }, 'f', ['high'] as const)).toBeUndefined();
  });

  it('reads text, blank as none', () => {
    expect(textFilter({ s: [' acme '] }, 's')).toBe('acme');
    expect(textFilter({ s: ['  '] }, 's')).toBeUndefined();
    expect(textFilter({}, 's')).toBeUndefined();
  });

  it('drops undefined entries', () => {
    expect(definedOnly({ a: 1, b: undefined, c: false })).toEqual({ a: 1, c: false });
  });
});

describe('sortParam', () => {
  const fields = ['name', 'budget'] as const;
  it.each([
    [{ field: 'name', direction: 'asc' as const }, 'name'],
    [{ field: 'budget', direction: 'desc' as const }, '-budget'],
    [{ field: 'evil', direction: 'desc' as const }, 'name'],
  ])('%j -> %s', (sort, expected) => {
    expect(sortParam(sort, fields, 'name')).toBe(expected);
  });
});
