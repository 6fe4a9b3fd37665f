import type { ReactNode, Ref } from 'react';
import type { Key, Selection, SelectionMode, SortDescriptor } from 'react-aria-components/Table';
import type { TableVariants } from './Table.css.ts';
import type { TableColumn } from './tableColumns.ts';
import type { TableRowGroups, TableRowTone } from './tableRowGroups.ts';

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
   * What pressing a row does (click or Enter), e.g. open it. Without it, pressing a row toggles
   * its selection.
   * @default undefined
   */
  onRowAction?: (key: Key) => void;
  /**
   * Keeps the selected keys of rows that are not shown (filtered out, on a page not loaded yet):
   * the bulk-action bar counts them too (and says how many are not shown), select-all selects the
   * shown rows and unchecking it deselects only those, Ctrl+A adds the shown rows; 'Clear
   * selection' and Escape clear everything. Select-all never answers `'all'`.
   * @default false
   */
  keepsUnshownSelection?: boolean;
  /**
   * Buttons for the selected rows, shown in the bulk-action bar beside the selected count; a
   * function receives the selection.
   * @default undefined
   */
  bulkActions?: ReactNode | ((selection: Selection) => ReactNode);
  /**
   * Rows to mark quietly as just changed, e.g. by someone else while the table is open: a soft
   * tint that fades (held still under reduced motion). The caller decides how long a row stays in.
   * @default undefined
   */
  markedKeys?: ReadonlySet<Key> | undefined;
  /**
   * Shows the rows in groups, each under a header row with its title and count; a collapsible
   * group folds its rows under that row (Show and Hide, by pointer or keyboard). Rows keep their
   * order within their group.
   * @default undefined
   */
  rowGroups?: TableRowGroups<T> | undefined;
  /**
   * A row's tone: `critical` or `warning` marks it with a bar at its start. Say why in a cell too.
   * @default undefined
   */
  rowTone?: ((row: T) => TableRowTone | undefined) | undefined;
  /**
   * Keeps the first column (and the checkboxes) in place when the table scrolls sideways, as it
   * does on small screens.
   * @default false
   */
  pinFirstColumn?: boolean;
  /**
   * What the table becomes below the `sm` breakpoint (phones): `cards` stacks each row as a card,
   * the first column as its title and the other columns as label and value lines (columns marked
   * `hideInCards` are left out: the row's own page shows them). It stays a grid for assistive
   * technology, with the same keyboard navigation, selection and row action. `table` keeps the
   * columns and scrolls sideways, with `pinFirstColumn` keeping each row named.
   * @default 'table'
   */
  phoneLayout?: 'table' | 'cards';
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
  | {
      /** The table's name for screen readers, when no visible heading names it ("Campaigns"). */
      'aria-label': string;
      /**
       * The id of a visible heading that names the table.
       * @default undefined
       */
      'aria-labelledby'?: string;
    }
  | {
      /**
       * The table's name for screen readers, when no visible heading names it ("Campaigns").
       * @default undefined
       */
      'aria-label'?: string;
      /** The id of a visible heading that names the table. */
      'aria-labelledby': string;
    };

export type TableProps<T> = TableBaseProps<T> & TableLabelling;
