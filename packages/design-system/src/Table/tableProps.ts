import type { ReactNode, Ref } from 'react';
import type { Key, Selection, SelectionMode, SortDescriptor } from 'react-aria-components/Table';
import type { TableVariants } from './Table.css.ts';
import type { TableColumn } from './tableColumns.ts';

// The Table's props. Names and types follow React Aria's Table (sortDescriptor, selectedKeys,
// onRowAction, ...), so they read the same; the Table itself is built for virtualization.

export interface TableBaseProps<T> extends TableVariants {
  /** The columns, in order; the first one names each row (its row header). Keep it stable (memoize). */
  columns: ReadonlyArray<TableColumn<T>>;
  /** The rows, as data; only those in view are rendered, so 10,000 is fine. */
  rows: readonly T[];
  /** A row's unique, stable key: what selection and `onRowAction` report. Keep it stable. */
  getRowId: (row: T) => Key;
  /**
   * Row height: `compact` 32 px (the default of dense screens), `regular` 40 px.
   * @default 'compact'
   */
  density?: TableVariants['density'];
  /**
   * The sorted column and direction, when controlled (e.g. kept in the URL).
   * @default undefined
   */
  sortDescriptor?: SortDescriptor;
  /**
   * The starting sort when not controlled.
   * @default undefined (the order of `rows`)
   */
  defaultSortDescriptor?: SortDescriptor;
  /**
   * Called with the new sort when a sortable header is pressed (pointer, Enter or Space).
   * @default undefined
   */
  onSortChange?: (descriptor: SortDescriptor) => void;
  /**
   * `client` sorts `rows` by the column's `sortValue` (or `value`); `manual` shows `rows` as given
   * and leaves sorting to the caller, e.g. a server.
   * @default 'client'
   */
  sortMode?: 'client' | 'manual';
  /**
   * `multiple` adds a checkbox column with select-all and the bulk-action bar.
   * @default 'none'
   */
  selectionMode?: SelectionMode;
  /**
   * The selected row keys, or `'all'`, when controlled.
   * @default undefined
   */
  selectedKeys?: Selection;
  /**
   * The starting selection when not controlled.
   * @default new Set()
   */
  defaultSelectedKeys?: Selection;
  /**
   * Called with the new selection (`'all'` after select-all).
   * @default undefined
   */
  onSelectionChange?: (keys: Selection) => void;
  /**
   * How many records are selected, when the selection keeps keys of rows not shown (kept across
   * pages and filters by the app): the bulk bar says this many and shows while it is above 0.
   * @default the selected rows shown
   */
  selectedCount?: number;
  /**
   * What pressing a row does (click or Enter), e.g. open it. Without it, pressing a row toggles
   * its selection.
   * @default undefined
   */
  onRowAction?: (key: Key) => void;
  /**
   * Buttons for the selected rows, shown in the bulk-action bar beside the selected count; a
   * function receives the selection.
   * @default undefined
   */
  bulkActions?: ReactNode | ((selection: Selection) => ReactNode);
  /**
   * Keeps the first column (and the checkboxes) in place when the table scrolls sideways, as it
   * does on small screens.
   * @default false
   */
  pinFirstColumn?: boolean;
  /**
   * Lets columns be resized by dragging their header's edge or from the keyboard.
   * @default false
   */
  allowsResizing?: boolean;
  /**
   * Called with a column's new width in px while it is resized.
   * @default undefined
   */
  onColumnResize?: (columnId: string, width: number) => void;
  /**
   * Shows skeleton rows in the shape of the columns instead of the rows.
   * @default false
   */
  isLoading?: boolean;
  /**
   * How many skeleton rows to show while loading.
   * @default 8
   */
  loadingRowCount?: number;
  /**
   * Shown when there are no rows: what would appear here and the next action
   * (one sentence each and a button).
   * @default 'No rows.'
   */
  emptyState?: ReactNode;
  /**
   * Shown instead of the rows when they could not be loaded: what happened and how to retry.
   * @default undefined
   */
  errorState?: ReactNode;
  /**
   * The grid's maximum height (a CSS length or px); rows beyond it scroll.
   * @default '70vh'
   */
  maxHeight?: number | string;
  /**
   * The row count under the table.
   * @default (count) => '1,234 rows'
   */
  rowCountLabel?: (count: number) => string;
  /**
   * Extra class names for the frame, for layout.
   * @default undefined
   */
  className?: string;
  /**
   * Describes the table, e.g. the id of a caption or help text.
   * @default undefined
   */
  'aria-describedby'?: string;
  /**
   * The element with role=grid.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
}

/** A table must be named: by `aria-label`, or by `aria-labelledby` pointing at a visible heading. */
export type TableLabelling =
  | { 'aria-label': string; 'aria-labelledby'?: string }
  | { 'aria-label'?: string; 'aria-labelledby': string };

export type TableProps<T> = TableBaseProps<T> & TableLabelling;
