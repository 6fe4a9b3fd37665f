import type { Key } from 'react-aria-components/Table';

/** A tone that makes a row stand out; say why in one of its cells too (never colour alone). */
export type TableRowTone = 'critical' | 'warning';

/** One group of rows: a header row with its title and count, then its rows. */
export interface TableRowGroup {
  /** Unique among the groups; what `groupOf` returns for its rows. */
  readonly key: Key;
  /** What the header row says: 'Monday, Nov 23', 'Past due'. */
  readonly title: string;
  /** Whether it folds under its count (finished work): its header gets a Show/Hide button. */
  readonly isCollapsible?: boolean;
}

/** Rows shown in groups, each under a header row (the ARIA grid's rows, read with their counts). */
export interface TableRowGroups<T> {
  /** The groups, in the order they are shown; a group with no rows is left out. */
  readonly groups: readonly TableRowGroup[];
  /** A row's group key; a row of no listed group is shown after the groups, with no header. */
  readonly groupOf: (row: T) => Key;
  /**
   * The folded groups, when controlled.
   * @default every collapsible group until its Show is pressed
   */
  readonly collapsedKeys?: ReadonlySet<Key>;
  /** Called with the folded groups after a Show or Hide. */
  readonly onCollapsedKeysChange?: (keys: ReadonlySet<Key>) => void;
  /**
   * A group's count in words: '3 rows'.
   * @default the count and 'row' or 'rows'
   */
  readonly countLabel?: (count: number) => string;
}

/** What the body shows at one position: a group's header row, or a row (its index in `rows`). */
export type TableBodyItem =
  | {
      readonly type: 'group';
      readonly group: TableRowGroup;
      readonly count: number;
      readonly isCollapsed: boolean;
    }
  | { readonly type: 'row'; readonly index: number };

/** The grouped rows: those shown, in group order, and the body's items with the headers. */
export interface TableRowLayout<T> {
  readonly rows: readonly T[];
  readonly items: readonly TableBodyItem[];
  /** Each shown row's position among the items. */
  readonly itemOfRow: readonly number[];
}

/**
 * Orders rows by their group (keeping their order within it), puts each group's header before
 * them and leaves out the rows of folded groups.
 */
export function layoutRowGroups<T>(
  rows: readonly T[],
  groups: readonly TableRowGroup[],
  groupOf: (row: T) => Key,
  collapsed: ReadonlySet<Key>,
): TableRowLayout<T> {
  const byGroup = new Map<Key, T[]>(groups.map((group) => [group.key, []]));
  const rest: T[] = [];
  for (const row of rows) (byGroup.get(groupOf(row)) ?? rest).push(row);
  const shown: T[] = [];
  const items: TableBodyItem[] = [];
  const itemOfRow: number[] = [];
  const addRows = (groupRows: readonly T[]) => {
    for (const row of groupRows) {
      itemOfRow.push(items.length);
      items.push({ type: 'row', index: shown.length });
      shown.push(row);
    }
  };
  for (const group of groups) {
    const groupRows = byGroup.get(group.key) ?? [];
    if (groupRows.length === 0) continue;
    const isCollapsed = group.isCollapsible === true && collapsed.has(group.key);
    items.push({ type: 'group', group, count: groupRows.length, isCollapsed });
    if (!isCollapsed) addRows(groupRows);
  }
  addRows(rest);
  return { rows: shown, items, itemOfRow };
}
