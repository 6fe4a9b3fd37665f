import { describe, expect, it } from 'vitest';
import { decodeSortEntry } from './decodeSortEntry.ts';
import type { SortEntry } from './queryState.ts';

describe('decodeSortEntry', () => {
  it.each<[string, SortEntry | undefined]>([
    ['name', { field: 'name', direction: 'asc' }],
    ['-created_at', { field: 'created_at', direction: 'desc' }],
    ['-brand.name', { field: 'brand.name', direction: 'desc' }],
    ['', undefined],
    ['-', undefined],
    ['--name', undefined],
    ['+name', undefined],
    ['name:asc', undefined],
    ['name desc', undefined],
    ['name,-id', undefined],
  ])('%j reads as %j', (value, expected) => {
    expect(decodeSortEntry(value)).toEqual(expected);
  });
});
