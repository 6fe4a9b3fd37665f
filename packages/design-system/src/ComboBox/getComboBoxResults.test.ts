import { describe, expect, it } from 'vitest';
import {
  COMBO_BOX_DEFAULT_LIMIT,
  type ComboBoxResults,
  describeLimit,
  getComboBoxResults,
  getDefaultItemText,
} from './getComboBoxResults.ts';

const contains = (text: string, query: string) => text.toLowerCase().includes(query.toLowerCase());
const brands = Array.from({ length: 25 }, (_, index) => `Brand ${index + 1}`);
const getText = (item: string) => item;

describe('getComboBoxResults', () => {
  it('shows 10 results by default (spec §9)', () => {
    expect(COMBO_BOX_DEFAULT_LIMIT).toBe(10);
    const results = getComboBoxResults(brands, { query: '', getText, filter: contains });
    expect(results.items).toEqual(brands.slice(0, 10));
    expect(results.total).toBe(25);
  });

  it.each<[string, number, string[], number]>([
    // query, limit, shown, total matches
    ['', 3, ['Brand 1', 'Brand 2', 'Brand 3'], 25],
    [
      'brand 2',
      10,
      ['Brand 2', 'Brand 20', 'Brand 21', 'Brand 22', 'Brand 23', 'Brand 24', 'Brand 25'],
      7,
    ],
    ['brand 2', 3, ['Brand 2', 'Brand 20', 'Brand 21'], 7],
    ['BRAND 1', 5, ['Brand 1', 'Brand 10', 'Brand 11', 'Brand 12', 'Brand 13'], 11],
    ['nothing', 10, [], 0],
  ])('query %j, limit %s', (query, limit, shown, total) => {
    const results = getComboBoxResults(brands, { query, getText, filter: contains, limit });
    expect(results.items).toEqual(shown);
    expect(results.total).toBe(total);
  });

  it.each([
    ['Infinity shows every match', Number.POSITIVE_INFINITY, 25],
    ['0 shows none', 0, 0],
    ['negative limits show none', -4, 0],
    ['fractions round down', 2.9, 2],
    ['NaN falls back to the default', Number.NaN, 10],
  ])('%s', (_, limit, shown) => {
    const results = getComboBoxResults(brands, { query: '', getText, filter: contains, limit });
    expect(results.items).toHaveLength(shown);
    expect(results.total).toBe(25);
  });

  it('does not filter items that already are search results (filter: null)', () => {
    const fromServer = ['Ana López', 'Anaïs Martin', 'Joana Silva'];
    const results = getComboBoxResults(fromServer, { query: 'ana@', getText, filter: null });
    expect(results).toEqual({ items: fromServer, total: 3 });
  });

  it('matches on the text given by getText, keeping the items themselves', () => {
    const users = [
      { id: 1, name: 'Ana López' },
      { id: 2, name: 'Ben Ode' },
    ];
    const results = getComboBoxResults(users, {
      query: 'ben',
      getText: (user) => user.name,
      filter: contains,
    });
    expect(results.items).toEqual([{ id: 2, name: 'Ben Ode' }]);
  });

  it('reads the items once, so any iterable works', () => {
    function* generate() {
      yield* brands;
    }
    expect(getComboBoxResults(generate(), { query: '', getText, filter: contains }).total).toBe(25);
  });
});

describe('describeLimit', () => {
  it.each<[string, ComboBoxResults<string>, string | null]>([
    [
      'a cut list',
      { items: brands.slice(0, 10), total: 25 },
      'Showing 10 of 25. Type to narrow the list.',
    ],
    ['everything shown', { items: brands.slice(0, 7), total: 7 }, null],
    ['no results', { items: [], total: 0 }, null],
  ])('%s', (_, results, expected) => {
    expect(describeLimit(results)).toBe(expected);
  });
});

describe('getDefaultItemText', () => {
  it.each<[object, string]>([
    [{ id: 'a', label: 'Agencies', name: 'ignored' }, 'Agencies'],
    [{ id: 7, name: 'Acme Corp' }, 'Acme Corp'],
    [{ id: 42 }, '42'],
    [{ id: 'x', label: 3 }, '3'],
    [{ id: null, title: 'none of the above' }, ''],
  ])('%j → %j', (item, expected) => {
    expect(getDefaultItemText(item)).toBe(expected);
  });
});
