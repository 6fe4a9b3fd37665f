import {
  type FocusEvent,
  type RefObject,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import type { Key } from 'react-aria-components/Table';
import type { GridPosition } from './tableNavigation.ts';

/** The tab stop, by row key rather than index, so it follows its row through a sort. */
interface FocusState {
  key: Key | null;
  col: number;
  part: GridPosition['part'];
}

interface GridFocusOptions {
  gridRef: RefObject<HTMLElement | null>;
  /** Rows shown (0 while loading, empty or failed). */
  rowCount: number;
  colCount: number;
  rowKeyAt: (index: number) => Key;
  rowIndexOf: (key: Key) => number | undefined;
}

/**
 * The grid's roving tab stop: one cell (or header resizer) has tabIndex 0. Moving it from the
 * keyboard renders the target row first (the virtualizer keeps the focused row rendered wherever
 * it is), then focuses it and scrolls it clear of the sticky header and pinned columns.
 */
export function useGridFocus({
  gridRef,
  rowCount,
  colCount,
  rowKeyAt,
  rowIndexOf,
}: GridFocusOptions) {
  const [state, setState] = useState<FocusState>({ key: null, col: 0, part: 'cell' });
  // A row that is gone (filtered out, or hidden while loading) hands the tab stop to the header.
  const found = state.key === null ? -1 : (rowIndexOf(state.key) ?? -1);
  const row = found < rowCount ? found : -1;
  const position: GridPosition = {
    row,
    col: Math.max(0, Math.min(state.col, colCount - 1)),
    part: row === -1 ? state.part : 'cell',
  };
  const pending = useRef(false);

  const focusPosition = useCallback(
    (next: GridPosition) => {
      pending.current = true;
      setState({
        key: next.row === -1 ? null : rowKeyAt(next.row),
        col: next.col,
        part: next.part,
      });
    },
    [rowKeyAt],
  );

  useLayoutEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    const grid = gridRef.current;
    const target = grid && findCell(grid, position);
    if (!grid || !target) return;
    target.focus({ preventScroll: true });
    scrollIntoGridView(grid, target, position.row === -1);
  });

  /** Follows focus that arrives by pointer or Tab, so the tab stop is where the user left. */
  const onFocus = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      const target = (event.target as Element).closest('[data-col]');
      if (!target || !event.currentTarget.contains(target)) return;
      const col = Number(target.getAttribute('data-col'));
      const part = target.getAttribute('data-part') === 'resizer' ? 'resizer' : 'cell';
      const rowIndex = Number(target.closest('[data-row]')?.getAttribute('data-row') ?? -1);
      if (rowIndex >= rowCount) return;
      const key = rowIndex === -1 ? null : rowKeyAt(rowIndex);
      setState((current) =>
        current.key === key && current.col === col && current.part === part
          ? current
          : { key, col, part },
      );
    },
    [rowKeyAt, rowCount],
  );

  return { position, focusPosition, onFocus };
}

/** The element of a grid position: a cell, a header cell or a header's resizer. */
export function findCell(grid: Element, { row, col, part }: GridPosition): HTMLElement | null {
  const partSelector = part === 'resizer' ? '[data-part="resizer"]' : ':not([data-part])';
  return grid.querySelector<HTMLElement>(`[data-row="${row}"] [data-col="${col}"]${partSelector}`);
}

/**
 * Scrolls the least needed to show a cell: below the sticky header (header cells only scroll
 * sideways) and clear of the pinned columns (which never scroll sideways).
 */
function scrollIntoGridView(grid: HTMLElement, target: HTMLElement, isHeader: boolean) {
  // A phone's cards do not scroll inside the grid: the page does.
  if (grid.getAttribute('data-layout') === 'cards') {
    target.scrollIntoView?.({ block: 'nearest' });
    return;
  }
  const box = grid.getBoundingClientRect();
  const rect = target.getBoundingClientRect();
  if (!isHeader) {
    const header = grid.querySelector('[data-row="-1"]');
    const top = header ? header.getBoundingClientRect().bottom : box.top + grid.clientTop;
    const bottom = box.top + grid.clientTop + grid.clientHeight;
    if (rect.top < top) grid.scrollTop -= top - rect.top;
    else if (rect.bottom > bottom) grid.scrollTop += rect.bottom - bottom;
  }
  if (target.closest('[data-pinned]')) return;
  const rtl = getComputedStyle(grid).direction === 'rtl';
  const edge = grid.querySelector('[data-row="-1"] [data-pinned-edge]')?.getBoundingClientRect();
  let left = box.left + grid.clientLeft;
  let right = left + grid.clientWidth;
  if (edge && !rtl) left = edge.right;
  if (edge && rtl) right = edge.left;
  if (rect.left < left) grid.scrollLeft -= left - rect.left;
  else if (rect.right > right) grid.scrollLeft += Math.min(rect.right - right, rect.left - left);
}
