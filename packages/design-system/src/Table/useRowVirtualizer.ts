import { type Range, useVirtualizer } from '@tanstack/react-virtual';
import { type RefObject, useCallback } from 'react';
import { observeScrollRectAfterLayout } from './observeScrollRectAfterLayout.ts';
import { scrollFromRest } from './scrollFromRest.ts';

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
 * The rows' virtualizer (@tanstack/react-virtual): fixed-height rows below the sticky header of
 * the scrolling grid, a few extra above and below the viewport, and the focused row wherever it
 * is, so keyboard focus and the grid's tab stop survive scrolling it out of view.
 */
export function useRowVirtualizer({
  gridRef,
  rowCount,
  rowHeight,
  focusedRow,
  initialHeight,
}: RowVirtualizerOptions) {
  const rangeExtractor = useCallback(
    (range: Range) => {
      const start = Math.max(0, range.startIndex - range.overscan);
      const end = Math.min(range.count - 1, range.endIndex + range.overscan);
      const indexes: number[] = [];
      for (let index = start; index <= end; index++) indexes.push(index);
      if (focusedRow >= 0 && focusedRow < range.count && (focusedRow < start || focusedRow > end)) {
        indexes.push(focusedRow);
        indexes.sort((a, b) => a - b);
      }
      return indexes;
    },
    [focusedRow],
  );
  return useVirtualizer({
    count: rowCount,
    getScrollElement: () => gridRef.current,
    estimateSize: () => rowHeight,
    // The body starts below the header (one row high) inside the scrolling grid.
    scrollMargin: rowHeight,
    overscan: 6,
    rangeExtractor,
    // Renders the first rows in the first pass instead of after measuring the grid.
    initialRect: { width: 0, height: initialHeight },
    observeElementRect: observeScrollRectAfterLayout,
    scrollToFn: scrollFromRest,
  });
}
