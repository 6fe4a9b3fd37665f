import { describe, expect, it } from 'vitest';
import { layoutRowGroups, type TableRowGroup } from './tableRowGroups.ts';

interface Row {
  readonly id: string;
  readonly group: string;
}

const GROUPS: TableRowGroup[] = [
  { key: 'late', title: 'Late' },
  { key: 'today', title: 'Today' },
  { key: 'done', title: 'Done', isCollapsible: true },
];
const ROWS: Row[] = [
  { id: 'a', group: 'done' },
  { id: 'b', group: 'today' },
  { id: 'c', group: 'late' },
  { id: 'd', group: 'today' },
  { id: 'e', group: 'other' },
];

const describeLayout = (collapsed: string[]) => {
  const layout = layoutRowGroups(ROWS, GROUPS, (row) => row.group, new Set(collapsed));
  return layout.items.map((item) =>
    item.type === 'group'
      ? `${item.group.title} ${item.count}${item.isCollapsed ? ' folded' : ''}`
      : layout.rows[item.index]?.id,
  );
};

describe('layoutRowGroups', () => {
  it.each<[string, string[], (string | undefined)[]]>([
    [
      'groups in order, rows in theirs',
      [],
      ['Late 1', 'c', 'Today 2', 'b', 'd', 'Done 1', 'a', 'e'],
    ],
    [
      'a folded group keeps its header',
      ['done'],
      ['Late 1', 'c', 'Today 2', 'b', 'd', 'Done 1 folded', 'e'],
    ],
    [
      'only collapsible groups fold',
      ['today'],
      ['Late 1', 'c', 'Today 2', 'b', 'd', 'Done 1', 'a', 'e'],
    ],
  ])('%s', (_, collapsed, expected) => {
    expect(describeLayout(collapsed)).toEqual(expected);
  });

  it('maps each shown row to its item', () => {
    const layout = layoutRowGroups(ROWS, GROUPS, (row) => row.group, new Set(['done']));
    expect(layout.itemOfRow).toEqual([1, 3, 4, 6]);
    expect(layout.rows.map((row) => row.id)).toEqual(['c', 'b', 'd', 'e']);
  });
});
