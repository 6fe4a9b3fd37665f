import type { Key, Selection, SelectionMode } from 'react-aria-components/Table';

/** Whether a row is selected; `'all'` selects every row, including rows added later. */
export function isRowSelected(selection: Selection, key: Key): boolean {
  return selection === 'all' || selection.has(key);
}

/**
 * How many of the current rows are selected. Keys of rows that are no longer shown (filtered
 * out, deleted) do not count, so the bulk bar never claims more than the table holds.
 */
export function countSelectedRows(
  selection: Selection,
  rowKeys: { readonly size: number; has: (key: Key) => boolean },
): number {
  if (selection === 'all') return rowKeys.size;
  let count = 0;
  for (const key of selection) {
    if (rowKeys.has(key)) count++;
  }
  return count;
}

/**
 * Row positions by key, built on first use: a render that needs no lookup (no selection, focus
 * in the header) never pays for indexing 10,000 rows.
 */
export function createRowIndex<T>(rows: readonly T[], getRowId: (row: T) => Key) {
  let index: Map<Key, number> | undefined;
  const build = () => {
    if (!index) {
      index = new Map();
      for (let position = 0; position < rows.length; position++) {
        index.set(getRowId(rows[position] as T), position);
      }
    }
    return index;
  };
  return {
    get size() {
      return build().size;
    },
    has: (key: Key) => build().has(key),
    get: (key: Key) => build().get(key),
  };
}

/** The select-all checkbox: checked, indeterminate (some rows) or unchecked. */
export type SelectAllState = 'all' | 'some' | 'none';

export function getSelectAllState(selectedCount: number, rowCount: number): SelectAllState {
  if (rowCount === 0 || selectedCount === 0) return 'none';
  return selectedCount >= rowCount ? 'all' : 'some';
}

/**
 * The selection after toggling one row. Single mode selects only that row (or nothing when it
 * was the selected one); multiple mode adds or removes it. Toggling a row off an `'all'`
 * selection lists every other row, so `rowKeys` is read only then.
 */
export function toggleRowSelection(
  selection: Selection,
  key: Key,
  mode: SelectionMode,
  rowKeys: () => Iterable<Key>,
): Selection {
  if (mode === 'none') return selection;
  const selected = isRowSelected(selection, key);
  if (mode === 'single') return selected ? new Set() : new Set([key]);
  if (selection === 'all') {
    const next = new Set(rowKeys());
    next.delete(key);
    return next;
  }
  const next = new Set(selection);
  if (selected) next.delete(key);
  else next.add(key);
  return next;
}

/** The select-all checkbox pressed: everything when anything is missing, otherwise nothing. */
export function toggleAllSelection(selectAll: SelectAllState): Selection {
  return selectAll === 'all' ? new Set() : 'all';
}

/**
 * The selection, for a table that keeps the selected keys of rows it does not show (filtered out,
 * on a page not loaded): how many keys are selected in all, and how many of them are not shown.
 */
export function countKeptSelection(
  selection: Selection,
  rowKeys: { readonly size: number; has: (key: Key) => boolean },
): { readonly total: number; readonly unshown: number } {
  if (selection === 'all') return { total: rowKeys.size, unshown: 0 };
  const shown = countSelectedRows(selection, rowKeys);
  return { total: selection.size, unshown: selection.size - shown };
}

/**
 * Select-all for a table that keeps unshown keys: checking adds the shown rows' keys, unchecking
 * takes only them out. Never `'all'`, which would also select rows that load later.
 */
export function toggleShownSelection(
  selection: Selection,
  selectAll: SelectAllState,
  shownKeys: Iterable<Key>,
): Selection {
  const shown = new Set(shownKeys);
  const next = new Set(selection === 'all' ? shown : selection);
  for (const key of shown) {
    if (selectAll === 'all') next.delete(key);
    else next.add(key);
  }
  return next;
}
