import { sortRows, type TableBaseProps, type TableColumn } from '@airtime/design-system';
import { useState } from 'react';

type SortDescriptor = NonNullable<TableBaseProps<unknown>['defaultSortDescriptor']>;

/** The rows in the order a client-sorted table shows them. */
function shownOrder<T>(
  rows: readonly T[],
  columns: readonly TableColumn<T>[],
  sort: SortDescriptor | undefined,
): readonly T[] {
  const column = columns.find((candidate) => candidate.id === sort?.column);
  const read = column?.sortValue ?? column?.value;
  if (sort === undefined || read === undefined) return rows;
  return sortRows(rows, read, sort.direction, new Intl.Collator(undefined, { numeric: true }));
}

/**
 * The export of a table that sorts rows the page holds: the table's sort is kept here (spread
 * `sortProps` on the Table instead of its `defaultSortDescriptor`), so that `read` gives
 * ExportButton the rows in the order the table shows them.
 */
export function useRowsExport<T>(
  rows: readonly T[],
  columns: readonly TableColumn<T>[],
  defaultSort: SortDescriptor | undefined,
) {
  const [sort, setSort] = useState(defaultSort);
  return {
    sortProps: { ...(sort === undefined ? {} : { sortDescriptor: sort }), onSortChange: setSort },
    read: async function* () {
      yield shownOrder(rows, columns, sort);
    },
  };
}
