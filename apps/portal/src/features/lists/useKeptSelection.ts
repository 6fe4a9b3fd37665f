import type { TableBaseProps } from '@airtime/design-system';
import { useCallback, useMemo, useState } from 'react';

type Selection = NonNullable<TableBaseProps<unknown>['selectedKeys']>;

/**
 * A table's selection kept by id across pages and filters: rows selected and then paged or
 * filtered out stay selected (with the data they last showed) until cleared. Gives the Table's
 * `selectedKeys`, `onSelectionChange` and `selectedCount`, and the selected rows.
 */
export function useKeptSelection<T extends { readonly id: number }>(rows: readonly T[]) {
  const [kept, setKept] = useState<ReadonlyMap<number, T>>(() => new Map());
  // Shown rows give their latest data; the others keep what they last showed.
  const selected = useMemo(() => {
    if (kept.size === 0) return kept;
    const latest = new Map(kept);
    for (const row of rows) if (latest.has(row.id)) latest.set(row.id, row);
    return latest;
  }, [kept, rows]);
  const onSelectionChange = useCallback(
    (keys: Selection) => {
      setKept((current) => {
        if (keys === 'all') {
          const next = new Map(current);
          for (const row of rows) next.set(row.id, row);
          return next;
        }
        const next = new Map<number, T>();
        for (const key of keys) {
          const row = rows.find((candidate) => candidate.id === key) ?? current.get(Number(key));
          if (row !== undefined) next.set(row.id, row);
        }
        return next;
      });
    },
    [rows],
  );
  const selectedKeys = useMemo(() => new Set<number>(selected.keys()), [selected]);
  const selectedRows = useMemo(() => [...selected.values()], [selected]);
  return { selectedKeys, onSelectionChange, selectedCount: selected.size, selectedRows };
}
