/**
 * Where keyboard focus sits in the grid. `row` -1 is the header row, 0 the first body row (in
 * display order); `col` counts every column, the selection column included. In the header a
 * resizable column has a second stop, its resizer, reached with the arrow that points at it.
 */
export interface GridPosition {
  row: number;
  col: number;
  part: 'cell' | 'resizer';
}

/** Movements, in reading order: the component maps ArrowLeft/Right to them by text direction. */
export type GridMove =
  | 'up'
  | 'down'
  | 'previous'
  | 'next'
  | 'rowStart'
  | 'rowEnd'
  | 'gridStart'
  | 'gridEnd'
  | 'pageUp'
  | 'pageDown';

export interface GridShape {
  /** Body rows; 0 while loading or empty, which keeps focus in the header. */
  rowCount: number;
  colCount: number;
  /** Rows that fit in the viewport: how far PageUp and PageDown go. */
  pageSize: number;
  /** Whether a column has a resizer stop in the header. */
  hasResizer: (col: number) => boolean;
}

const HEADER = -1;

function cell(row: number, col: number): GridPosition {
  return { row, col, part: 'cell' };
}

/**
 * The position after one keyboard move, following the ARIA grid pattern: arrows move one cell
 * and stop at the edges (no wrapping), Home/End go to the ends of the row, Ctrl+Home/End to the
 * first and last body rows, PageUp/Down by a viewport of rows. Pure, so it is tested in Node.
 */
export function moveGridFocus(
  position: GridPosition,
  move: GridMove,
  shape: GridShape,
): GridPosition {
  const { row, col, part } = position;
  const lastRow = shape.rowCount - 1;
  const lastCol = shape.colCount - 1;
  const pageSize = Math.max(1, shape.pageSize);
  switch (move) {
    case 'up':
      return row > HEADER ? cell(row - 1, col) : position;
    case 'down':
      return row < lastRow ? cell(row + 1, col) : position;
    case 'previous':
      if (part === 'resizer') return cell(row, col);
      if (col === 0) return position;
      return row === HEADER && shape.hasResizer(col - 1)
        ? { row, col: col - 1, part: 'resizer' }
        : cell(row, col - 1);
    case 'next':
      if (row === HEADER && part === 'cell' && shape.hasResizer(col)) {
        return { row, col, part: 'resizer' };
      }
      return col < lastCol ? cell(row, col + 1) : position;
    case 'rowStart':
      return cell(row, 0);
    case 'rowEnd':
      return cell(row, lastCol);
    case 'gridStart':
      return cell(shape.rowCount > 0 ? 0 : HEADER, 0);
    case 'gridEnd':
      return cell(shape.rowCount > 0 ? lastRow : HEADER, lastCol);
    case 'pageDown':
      return lastRow < 0 ? position : cell(Math.min(lastRow, row + pageSize), col);
    case 'pageUp':
      return row <= 0 ? position : cell(Math.max(0, row - pageSize), col);
  }
}

/** The move a key asks for, or null for keys the grid leaves alone. */
export function getGridMove(
  key: string,
  modifiers: { ctrlKey: boolean; metaKey: boolean },
  direction: 'ltr' | 'rtl',
): GridMove | null {
  const global = modifiers.ctrlKey || modifiers.metaKey;
  switch (key) {
    case 'ArrowUp':
      return 'up';
    case 'ArrowDown':
      return 'down';
    case 'ArrowLeft':
      return direction === 'rtl' ? 'next' : 'previous';
    case 'ArrowRight':
      return direction === 'rtl' ? 'previous' : 'next';
    case 'Home':
      return global ? 'gridStart' : 'rowStart';
    case 'End':
      return global ? 'gridEnd' : 'rowEnd';
    case 'PageUp':
      return 'pageUp';
    case 'PageDown':
      return 'pageDown';
    default:
      return null;
  }
}
