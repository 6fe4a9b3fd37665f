import { describe, expect, it } from 'vitest';
import {
  booleanFilter,
  definedOnly,
  idsFilter,
  knownFilter,
  oneOfFilter,
  sortParam,
  textFilter,
} from './listQueries.ts';

const filtersOf = (values: readonly string[] | undefined) =>
  values === undefined ? {} : { f: values };

describe('list query readers', () => {
  it.each([
    [['true'], true],
    [['false'], false],
    [['yes'], undefined],
    [undefined, undefined],
  ])('booleanFilter %j -> %j', (values, expected) => {
    expect(booleanFilter(filtersOf(values), 'f')).toBe(expected);
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
    expect(idsFilter(filtersOf(values), 'f')).toEqual(expected);
  });

  it.each([
    [
      ['high', 'nope', 'low'],
      ['high', 'low'],
    ],
    [['nope'], undefined],
    [undefined, undefined],
  ])('oneOfFilter %j of high and low -> %j', (values, expected) => {
    expect(oneOfFilter(filtersOf(values), 'f', ['high', 'low'] as const)).toEqual(expected);
  });

  it.each([
    [['low', 'high'], 'low'],
    [['nope', 'high'], undefined],
    [undefined, undefined],
  ])('knownFilter %j of high and low -> %j', (values, expected) => {
    expect(knownFilter(filtersOf(values), 'f', ['high', 'low'] as const)).toBe(expected);
  });

  it.each([
    [[' acme '], 'acme'],
    [['  '], undefined],
    [undefined, undefined],
  ])('textFilter %j -> %j', (values, expected) => {
    expect(textFilter(filtersOf(values), 'f')).toBe(expected);
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
