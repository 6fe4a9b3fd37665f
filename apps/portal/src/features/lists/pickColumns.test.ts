import type { TableColumn } from '@airtime/design-system';
import { describe, expect, it } from 'vitest';
import { pickColumns } from './pickColumns.ts';

type Row = { readonly name: string; readonly budget: number };

const ALL: Record<'name' | 'budget' | 'note', TableColumn<Row>> = {
  name: { id: 'name', label: 'Name', value: (row) => row.name },
  budget: { id: 'budget', label: 'Budget', value: (row) => row.budget, allowsSorting: true },
  note: { id: 'note', label: 'Note' },
};

describe('pickColumns', () => {
  it.each([
    [['name', 'budget'], [], ['name', false, 'budget', false]],
    [['budget', 'name'], ['name'], ['budget', false, 'name', true]],
    [['note'], ['name', 'budget'], ['note', false]],
  ] as const)('picks %j with sorts %j as %j', (ids, sorts, expected) => {
    const picked = pickColumns(ALL, ids, sorts);
    expect(picked.flatMap((column) => [column.id, column.allowsSorting])).toEqual(expected);
  });

  it('keeps what the definition says of the column', () => {
    expect(pickColumns(ALL, ['budget'])[0]?.label).toBe('Budget');
  });
});
