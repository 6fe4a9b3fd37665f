import { describe, expect, it } from 'vitest';
import { Table } from './Table.ts';

interface Row {
  readonly id: number;
  readonly name: string;
  readonly group: number;
  readonly deleted_at: string | null;
}

function makeTable(softDelete = true) {
  let changes = 0;
  const table = new Table<Row, { group: (row: Row) => number }>(
    'rows',
    { softDelete, indexes: { group: (row) => row.group } },
    () => {
      changes += 1;
    },
  );
  return { table, changes: () => changes };
}

describe('Table', () => {
  it('hands out increasing ids and keeps explicit ones', () => {
    const { table } = makeTable();
    expect(table.insert({ name: 'a', group: 1, deleted_at: null }).id).toBe(1);
    expect(table.insert({ id: 38, name: 'fixed', group: 1, deleted_at: null }).id).toBe(38);
    expect(table.insert({ name: 'b', group: 2, deleted_at: null }).id).toBe(39);
    expect(() => table.insert({ id: 38, name: 'again', group: 1, deleted_at: null })).toThrow(
      'already exists',
    );
  });

  it('lists rows in id order even after a lower explicit id', () => {
    const { table } = makeTable();
    table.insert({ id: 5, name: 'five', group: 1, deleted_at: null });
    table.insert({ id: 2, name: 'two', group: 1, deleted_at: null });
    expect(table.all().map((row) => row.id)).toEqual([2, 5]);
  });

  it.each([
    ['soft', true, 'x'],
    ['hard', false, undefined],
  ])('%s delete hides the row from reads and indexes', (_label, softDelete, kept) => {
    const { table } = makeTable(softDelete);
    const row = table.insert({ name: 'a', group: 1, deleted_at: null });
    expect(table.lookup('group', 1)).toHaveLength(1);
    expect(table.remove(row.id, '2026-01-01T00:00:00.000Z')).toBe(true);
    expect(table.get(row.id)).toBeUndefined();
    expect(table.lookup('group', 1)).toEqual([]);
    expect(table.size).toBe(0);
    expect(table.getIncludingDeleted(row.id)?.deleted_at?.slice(0, 1)).toBe(
      kept === undefined ? undefined : '2',
    );
    expect(table.remove(row.id, 'again')).toBe(false);
  });

  it('moves a row between index keys on update and never mutates the old row', () => {
    const { table } = makeTable();
    const before = table.insert({ name: 'a', group: 1, deleted_at: null });
    table.lookup('group', 1);
    const after = table.update(before.id, { group: 2 });
    expect(before.group).toBe(1);
    expect(after?.group).toBe(2);
    expect(table.lookup('group', 1)).toEqual([]);
    expect(table.lookup('group', 2)).toEqual([after]);
    expect(table.count('group', 2)).toBe(1);
    expect(table.update(999, { group: 3 })).toBeUndefined();
  });

  it('restores a snapshot with its sequence and deleted rows', () => {
    const { table, changes } = makeTable();
    table.insert({ name: 'a', group: 1, deleted_at: null });
    const second = table.insert({ name: 'b', group: 1, deleted_at: null });
    table.remove(second.id, '2026-01-01T00:00:00.000Z');
    const snapshot = JSON.parse(JSON.stringify(table.toSnapshot()));
    const { table: copy } = makeTable();
    copy.restore(snapshot);
    expect(copy.all().map((row) => row.name)).toEqual(['a']);
    expect(copy.getIncludingDeleted(second.id)?.deleted_at).not.toBeNull();
    expect(copy.insert({ name: 'c', group: 1, deleted_at: null }).id).toBe(3);
    expect(changes()).toBeGreaterThan(0);
  });

  it('refuses an index it does not have', () => {
    const { table } = makeTable();
    expect(() => table.lookup('nope' as 'group', 1)).toThrow('no index named nope');
  });
});
