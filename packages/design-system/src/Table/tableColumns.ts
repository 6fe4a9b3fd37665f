import type { ReactNode } from 'react';
import type { SortDirection } from 'react-aria-components/Table';
import { EMPTY_VALUE } from '../format/empty.ts';
import { formatDate } from '../format/formatDate.ts';
import { formatNumber } from '../format/formatNumber.ts';
import type { SortValue } from './tableSort.ts';

/** One column of a Table: what it shows, how it sorts, how wide it is. */
export interface TableColumn<T> {
  /** Unique and stable: the `column` of the sort descriptor and of `onColumnResize`. */
  id: string;
  /** The header's text; also names the header and its resizer for screen readers. */
  label: string;
  /**
   * The cell's value: shown as text when there is no `cell`, and sorted by when there is no
   * `sortValue`.
   * @default undefined
   */
  value?: (row: T) => SortValue;
  /**
   * What the cell shows, e.g. `(row) => <Money value={row.budget} />`. Keep it display-only
   * (the row is the interactive thing, `onRowAction`), or make it an editor of the cell: one button
   * marked `data-cell-editor` and out of the tab order (`excludeFromTabOrder`), which Enter or Space
   * on the cell presses; Escape on it goes back to the cell, and the arrows move on.
   * @default the value as text
   */
  cell?: (row: T) => ReactNode;
  /**
   * The cell's raw value in an export (a CSV): figures unformatted, dates ISO, no currency sign.
   * @default value
   */
  exportValue?: (row: T) => SortValue;
  /**
   * What the table sorts by when it sorts the rows itself.
   * @default value
   */
  sortValue?: (row: T) => SortValue;
  /**
   * Whether pressing the header sorts by this column.
   * @default false
   */
  allowsSorting?: boolean;
  /**
   * The direction of the first press; descending suits amounts and dates, where the largest or
   * newest matters most.
   * @default 'ascending'
   */
  firstSortDirection?: SortDirection;
  /**
   * Figures: aligned right (header included) in tabular digits so they line up.
   * @default false
   */
  numeric?: boolean;
  /**
   * Starting width in px (the minimum when `grow` is set).
   * @default 160
   */
  width?: number;
  /**
   * Narrowest width when resizing, in px.
   * @default 64
   */
  minWidth?: number;
  /**
   * Widest width when resizing, in px.
   * @default 640
   */
  maxWidth?: number;
  /**
   * Takes a share of the spare width when the table is wider than its columns. A resized
   * column keeps the width it was given.
   * @default false
   */
  grow?: boolean;
  /**
   * Whether the column can be resized (when the table allows resizing).
   * @default true
   */
  allowsResizing?: boolean;
  /**
   * Leaves the column out of the cards a phone shows (the Table's `phoneLayout="cards"`): for
   * columns the row's own page shows, so a card keeps its key columns and the rest is behind the
   * row. The first column (the card's title) is always shown.
   * @default false
   */
  hideInCards?: boolean;
}

/** The checkbox column of a multiple-selection table, in px. */
export const SELECTION_COLUMN_WIDTH = 40;
export const DEFAULT_COLUMN_WIDTH = 160;
export const DEFAULT_MIN_COLUMN_WIDTH = 64;
export const DEFAULT_MAX_COLUMN_WIDTH = 640;

/** A width the column accepts: within its minimum and maximum, in whole px. */
export function clampColumnWidth(column: TableColumn<never>, width: number): number {
  const min = column.minWidth ?? DEFAULT_MIN_COLUMN_WIDTH;
  const max = Math.max(min, column.maxWidth ?? DEFAULT_MAX_COLUMN_WIDTH);
  return Math.round(Math.min(max, Math.max(min, width)));
}

/** A pinned first column takes at most this share of the visible width, so a phone can scroll. */
export const PINNED_MAX_SHARE = '45cqi';

/**
 * The CSS grid tracks shared by the header and every row, and the width they need at least
 * (beyond it the table scrolls sideways): `minWidth` in px, `minWidthCss` as CSS, which caps a
 * pinned first column (unless resized) to a share of the visible width. Spare width goes to the
 * columns marked `grow`; when none is, every column not resized shares it in proportion to its
 * width, so a few columns spread across a wide table instead of bunching at its start. When no
 * track can take it (all resized), a last empty track does, so rows still span the table.
 */
export function getColumnTracks(
  columns: ReadonlyArray<TableColumn<never>>,
  widths: ReadonlyMap<string, number>,
  hasSelectionColumn: boolean,
  pinFirstColumn = false,
): { template: string; minWidth: number; minWidthCss: string } {
  const tracks: string[] = hasSelectionColumn ? [`${SELECTION_COLUMN_WIDTH}px`] : [];
  let minWidth = hasSelectionColumn ? SELECTION_COLUMN_WIDTH : 0;
  let capped = 0;
  let fills = false;
  const declaresGrow = columns.some((column) => column.grow);
  columns.forEach((column, index) => {
    const resized = widths.get(column.id);
    const width = resized ?? column.width ?? DEFAULT_COLUMN_WIDTH;
    minWidth += width;
    const cap = pinFirstColumn && index === 0 && resized === undefined;
    if (cap) capped = width;
    const least = cap ? `min(${width}px, ${PINNED_MAX_SHARE})` : `${width}px`;
    if (resized === undefined && (column.grow || !declaresGrow)) {
      fills = true;
      tracks.push(`minmax(${least}, ${column.grow ? 1 : width}fr)`);
    } else {
      tracks.push(least);
    }
  });
  if (!fills) tracks.push('minmax(0, 1fr)');
  const minWidthCss = capped
    ? `calc(${minWidth - capped}px + min(${capped}px, ${PINNED_MAX_SHARE}))`
    : `${minWidth}px`;
  return { template: tracks.join(' '), minWidth, minWidthCss };
}

/** The tracks of a phone's cards: the shown columns stacked, so nothing is wider than the screen. */
export function getCardTracks(columnCount: number): {
  template: string;
  minWidth: number;
  minWidthCss: string;
} {
  return {
    template: `repeat(${Math.max(1, columnCount)}, minmax(0, 1fr))`,
    minWidth: 0,
    minWidthCss: '0px',
  };
}

/**
 * A cell's text when its column has no `cell` renderer: numbers with thousands separators,
 * dates as `MMM dd, y`, an em dash for empty values.
 */
export function getCellText(value: SortValue): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  if (value instanceof Date) return formatDate(value);
  if (typeof value === 'number') {
    return Number.isInteger(value) ? formatNumber(value) : String(value);
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}
