import type { TableProps } from '@airtime/design-system';
import { useCallback, useMemo, useState } from 'react';

type TableSelection = Parameters<NonNullable<TableProps<never>['onSelectionChange']>>[0];

/** A list's selection kept by id, with the records selected. */
export interface KeptSelection<T extends { readonly id: number }> {
  /** The selected ids, for the table's `selectedKeys`. */
  readonly keys: Set<number>;
  /**
   * The selected records, in the order they were selected: as the list holds them now, or as
   * they were when selected if the list no longer shows them (filtered out, on another sort).
   */
  readonly rows: readonly T[];
  /** The table's `onSelectionChange`. */
  readonly onChange: (keys: TableSelection) => void;
  /** Deselects these ids (rows that are gone). */
  readonly drop: (ids: Iterable<number>) => void;
  readonly clear: () => void;
}

/**
 * A table's selection that survives paging, filtering and sorting: selected ids, not positions,
 * and the record behind each, so a row the filters hide stays selected, counted and acted on.
 * Goes with the Table's `keepsUnshownSelection`, which never answers `'all'`.
 */
export function useKeptSelection<T extends { readonly id: number }>(
  rows: readonly T[],
): KeptSelection<T> {
  const [kept, setKept] = useState<ReadonlyMap<number, T>>(() => new Map());
  const onChange = useCallback(
    (keys: TableSelection) => {
      const ids = keys === 'all' ? rows.map((row) => row.id) : [...keys].map(Number);
      setKept((current) => {
        const byId = new Map(rows.map((row) => [row.id, row]));
        const next = new Map<number, T>();
        for (const id of ids) {
          const row = current.get(id) ?? byId.get(id);
          if (row !== undefined) next.set(id, row);
        }
        return next;
      });
    },
    [rows],
  );
  const drop = useCallback((ids: Iterable<number>) => {
    const dropped = new Set(ids);
    setKept((current) => new Map([...current].filter(([id]) => !dropped.has(id))));
  }, []);
  const clear = useCallback(() => setKept(new Map()), []);
  return useMemo(() => {
    const byId = new Map(rows.map((row) => [row.id, row]));
    return {
      keys: new Set(kept.keys()),
      rows: [...kept.values()].map((row) => byId.get(row.id) ?? row),
      onChange,
      drop,
      clear,
    };
  }, [kept, rows, onChange, drop, clear]);
}
