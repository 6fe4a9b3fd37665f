import type { PointerEvent } from 'react';
import { useRef } from 'react';
import { resizer } from './TableResizer.css.ts';
import {
  clampColumnWidth,
  DEFAULT_MAX_COLUMN_WIDTH,
  DEFAULT_MIN_COLUMN_WIDTH,
  type TableColumn,
} from './tableColumns.ts';

/** Keeps receiving the pointer outside the handle; synthetic pointers (tests) cannot be captured. */
function capture(event: PointerEvent<HTMLDivElement>, on: boolean) {
  try {
    if (on) event.currentTarget.setPointerCapture(event.pointerId);
    else event.currentTarget.releasePointerCapture(event.pointerId);
  } catch {
    // Not an active pointer: nothing to capture.
  }
}

interface TableResizerProps {
  column: TableColumn<never>;
  /** The column's index in the grid (selection column included). */
  col: number;
  /** The rendered width, in px. */
  width: number;
  isResizing: boolean;
  isTabStop: boolean;
  direction: 'ltr' | 'rtl';
  /** Id of the text that explains the keyboard resizing. */
  describedBy: string;
  onResize: (column: TableColumn<never>, width: number) => void;
}

/**
 * The handle at a header's end edge: a focusable separator whose value is the column width.
 * Dragged with a pointer here; the grid's keyboard handler resizes it with the arrow keys.
 */
export function TableResizer({
  column,
  col,
  width,
  isResizing,
  isTabStop,
  direction,
  describedBy,
  onResize,
}: TableResizerProps) {
  const drag = useRef<{ x: number; width: number } | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    // Keeps the header from sorting and the text from being selected while dragging.
    event.preventDefault();
    event.stopPropagation();
    const header = event.currentTarget.parentElement;
    drag.current = { x: event.clientX, width: header?.getBoundingClientRect().width ?? width };
    capture(event, true);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start) return;
    const delta = (event.clientX - start.x) * (direction === 'rtl' ? -1 : 1);
    onResize(column, clampColumnWidth(column, start.width + delta));
  };

  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    drag.current = null;
    capture(event, false);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: an <hr> cannot take focus or hold a value; this is the focusable separator of the ARIA window-splitter pattern.
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={`Resize ${column.label}`}
      aria-valuenow={Math.round(width)}
      aria-valuemin={column.minWidth ?? DEFAULT_MIN_COLUMN_WIDTH}
      aria-valuemax={column.maxWidth ?? DEFAULT_MAX_COLUMN_WIDTH}
      aria-valuetext={`${Math.round(width)} pixels`}
      aria-describedby={describedBy}
      tabIndex={isTabStop ? 0 : -1}
      data-col={col}
      data-part="resizer"
      data-resizing={isResizing || undefined}
      className={resizer}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    />
  );
}
