import type { TableColumn } from '@airtime/design-system';

/**
 * The columns named by `ids`, in that order, from an entity's column definitions. Those whose id
 * is one of `sorts` (the sort fields the list's API takes, or every column of a table that sorts
 * its rows itself) sort; the others do not.
 */
export function pickColumns<T, Id extends string>(
  all: Readonly<Record<Id, TableColumn<T>>>,
  ids: readonly Id[],
  sorts: readonly string[] = [],
): TableColumn<T>[] {
  return ids.map((id) => ({ ...all[id], allowsSorting: sorts.includes(all[id].id) }));
}
