import { describe, expect, it } from 'vitest';
import { encodeSortEntry } from './encodeSortEntry.ts';
import type { SortEntry } from './queryState.ts';

describe('encodeSortEntry', () => {
  it.each<[SortEntry, string | undefined]>([
    [{ field: 'name', direction: 'asc' }, 'name'],
    [{ field: 'created_at', direction: 'desc' }, '-created_at'],
    [{ field: 'brand.name', direction: 'desc' }, '-brand.name'],
    [{ field: '', direction: 'asc' }, undefined],
    [{ field: '-name', direction: 'asc' }, undefined],
    [{ field: 'a,b', direction: 'desc' }, undefined],
  ])('%j is written as %j', (entry, expected) => {
    expect(encodeSortEntry(entry)).toBe(expected);
  });

  it('fails loudly on a direction outside the union', () => {
    expect(() => encodeSortEntry({ field: 'name', direction: 'up' as never })).toThrow(
      'Unexpected sort direction: "up"',
    );
  });
});
