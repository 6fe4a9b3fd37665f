import { useCallback, useMemo, useState } from 'react';
import type { Key } from 'react-aria-components/Table';
import { layoutRowGroups, type TableRowGroups, type TableRowLayout } from './tableRowGroups.ts';

/**
 * The Table's row groups: the rows shown in group order with their header rows (no layout when
 * the rows are not grouped), and Show/Hide of a collapsible group. Not controlled, every
 * collapsible group starts folded, also one that appears later (the rows came, the grouping
 * changed); the Table keeps which ones were shown.
 */
export function useRowGroups<T>(
  rows: readonly T[],
  rowGroups: TableRowGroups<T> | undefined,
): { rows: readonly T[]; layout: TableRowLayout<T> | undefined; toggle: (key: Key) => void } {
  const [shown, setShown] = useState<ReadonlySet<Key>>(() => new Set());
  const controlled = rowGroups?.collapsedKeys;
  const collapsed = useMemo(
    () =>
      controlled ??
      new Set(
        rowGroups?.groups
          .filter((group) => group.isCollapsible && !shown.has(group.key))
          .map((group) => group.key),
      ),
    [controlled, rowGroups?.groups, shown],
  );
  const layout = useMemo(
    () =>
      rowGroups === undefined
        ? undefined
        : layoutRowGroups(rows, rowGroups.groups, rowGroups.groupOf, collapsed),
    [rows, rowGroups, collapsed],
  );
  const onChange = rowGroups?.onCollapsedKeysChange;
  const toggle = useCallback(
    (key: Key) => {
      const next = new Set(collapsed);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      if (controlled === undefined) {
        setShown((current) => {
          const again = new Set(current);
          if (next.has(key)) again.delete(key);
          else again.add(key);
          return again;
        });
      }
      onChange?.(next);
    },
    [collapsed, controlled, onChange],
  );
  return { rows: layout?.rows ?? rows, layout, toggle };
}
