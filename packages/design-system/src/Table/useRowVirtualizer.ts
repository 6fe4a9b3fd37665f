import { type RefObject, useEffect, useMemo, useState } from 'react';

/** A row the grid renders: its index among the body's items and its top in the body. */
export interface VirtualRow {
  readonly index: number;
  readonly start: number;
}

/** The body rows to render, and the body's height with every row counted. */
export interface RowWindow {
  readonly rows: readonly VirtualRow[];
  readonly totalSize: number;
}

/** Rows rendered beyond each edge of the viewport, so a fast scroll never shows a gap. */
export const OVERSCAN = 6;

/**
 * The first and last body rows (inclusive) seen in a viewport `viewHeight` tall scrolled to
 * `scrollTop`, the body starting one row down (the sticky header), `overscan` more each side;
 * [0, -1] with no rows.
 */
export function rowRange(
  scrollTop: number,
  viewHeight: number,
  rowHeight: number,
  rowCount: number,
  overscan = OVERSCAN,
): readonly [first: number, last: number] {
  if (rowCount <= 0 || rowHeight <= 0) return [0, -1];
  const first = Math.floor(Math.max(0, scrollTop - rowHeight) / rowHeight);
  const last = Math.max(first, Math.ceil((scrollTop + viewHeight - rowHeight) / rowHeight) - 1);
  return [
    Math.min(rowCount - 1, Math.max(0, first - overscan)),
    Math.min(rowCount - 1, last + overscan),
  ];
}

interface RowVirtualizerOptions {
  gridRef: RefObject<HTMLDivElement | null>;
  rowCount: number;
  rowHeight: number;
  /** The row holding the tab stop, or -1 for the header. */
  focusedRow: number;
  /** The grid's height before it is measured, in px: the first render fills it at once. */
  initialHeight: number;
}

/**
 * The rows of the scrolling grid to render: fixed-height rows below the sticky header, a few
 * extra above and below the viewport, and the focused row wherever it is, so keyboard focus and
 * the grid's tab stop survive scrolling it out of view. Rows are all one height, so where each
 * sits is arithmetic: no library measures them (@tanstack/react-virtual's 10 KB is for rows of
 * any height). The grid's scroll and size are read in its scroll events and a ResizeObserver's
 * callbacks, after layout, never while the page is being built; it renders again only when the
 * first row in view changes.
 */
export function useRowVirtualizer({
  gridRef,
  rowCount,
  rowHeight,
  focusedRow,
  initialHeight,
}: RowVirtualizerOptions): RowWindow {
  const [view, setView] = useState({ firstRow: 0, height: initialHeight });

  useEffect(() => {
    const grid = gridRef.current;
    if (grid === null) return;
    const onScroll = () => {
      const firstRow = Math.floor(grid.scrollTop / rowHeight);
      setView((seen) => (seen.firstRow === firstRow ? seen : { ...seen, firstRow }));
    };
    grid.addEventListener('scroll', onScroll, { passive: true });
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            const height = grid.clientHeight;
            setView((seen) => (seen.height === height ? seen : { ...seen, height }));
          });
    observer?.observe(grid);
    return () => {
      grid.removeEventListener('scroll', onScroll);
      observer?.disconnect();
    };
  }, [gridRef, rowHeight]);

  return useMemo(() => {
    // A whole row more below: the scroll offset was rounded down to its row.
    const [first, last] = rowRange(
      view.firstRow * rowHeight,
      view.height + rowHeight,
      rowHeight,
      rowCount,
    );
    const indexes: number[] = [];
    for (let index = first; index <= last; index++) indexes.push(index);
    if (focusedRow >= 0 && focusedRow < rowCount && (focusedRow < first || focusedRow > last)) {
      indexes.push(focusedRow);
      indexes.sort((a, b) => a - b);
    }
    return {
      rows: indexes.map((index) => ({ index, start: rowHeight * index })),
      totalSize: rowCount * rowHeight,
    };
  }, [view, rowHeight, rowCount, focusedRow]);
}
