import {
  type KeyboardEvent,
  type RefObject,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { clampColumnWidth, type TableColumn } from './tableColumns.ts';

/** How far one arrow press resizes a column, in px. */
const RESIZE_STEP = 10;

interface ColumnResizeOptions {
  /** The grid's columns in order, the selection column included (as undefined). */
  columnAt: (col: number) => TableColumn<never> | undefined;
  gridRef: RefObject<HTMLElement | null>;
  direction: 'ltr' | 'rtl';
  onColumnResize: ((columnId: string, width: number) => void) | undefined;
}

/**
 * Column widths set by resizing, and the keyboard resizing mode of a header's resizer (as in
 * React Aria's Table): Enter starts it, the arrows resize by 10 px (Home and End to the minimum
 * and maximum), Enter, Space or Tab keep the width, Escape restores it.
 */
export function useColumnResize(options: ColumnResizeOptions) {
  const [widths, setWidths] = useState<ReadonlyMap<string, number>>(() => new Map());
  const [resizingCol, setResizingCol] = useState<number | null>(null);
  const latest = useRef({ ...options, widths, resizingCol });
  useLayoutEffect(() => {
    latest.current = { ...options, widths, resizingCol };
  });
  const start = useRef<{ previous: number | undefined; width: number } | null>(null);

  const actions = useMemo(() => {
    const resize = (column: TableColumn<never>, width: number) => {
      setWidths((current) => {
        if (current.get(column.id) === width) return current;
        const next = new Map(current);
        next.set(column.id, width);
        return next;
      });
      latest.current.onColumnResize?.(column.id, width);
    };

    const startResize = (col: number) => {
      const { columnAt, gridRef, widths: current } = latest.current;
      const column = columnAt(col);
      const header = gridRef.current?.querySelector(`[data-row="-1"] [data-col="${col}"]`);
      if (!column || !header) return;
      const width = clampColumnWidth(column, header.getBoundingClientRect().width);
      start.current = { previous: current.get(column.id), width };
      resize(column, width);
      setResizingCol(col);
    };

    const endResize = (cancel: boolean) => {
      const { columnAt, resizingCol: col, onColumnResize } = latest.current;
      const column = col === null ? undefined : columnAt(col);
      const from = start.current;
      if (cancel && column && from) {
        setWidths((current) => {
          const next = new Map(current);
          if (from.previous === undefined) next.delete(column.id);
          else next.set(column.id, from.previous);
          return next;
        });
        onColumnResize?.(column.id, from.previous ?? from.width);
      }
      start.current = null;
      setResizingCol(null);
    };

    /** Keys while resizing; the grid's own keys wait until it ends. */
    const onResizeKey = (event: KeyboardEvent) => {
      const { columnAt, resizingCol: col, widths: current, direction } = latest.current;
      const column = col === null ? undefined : columnAt(col);
      if (!column) return;
      const width = current.get(column.id) ?? start.current?.width ?? 0;
      const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
      switch (event.key) {
        case 'ArrowLeft':
        case 'ArrowRight': {
          const step = event.key === forward ? RESIZE_STEP : -RESIZE_STEP;
          resize(column, clampColumnWidth(column, width + step));
          break;
        }
        case 'Home':
          resize(column, clampColumnWidth(column, 0));
          break;
        case 'End':
          resize(column, clampColumnWidth(column, Number.POSITIVE_INFINITY));
          break;
        case 'Enter':
        case ' ':
          endResize(false);
          break;
        case 'Escape':
          endResize(true);
          break;
        case 'Tab':
          // Keeps the width and lets focus leave.
          endResize(false);
          return;
        case 'ArrowUp':
        case 'ArrowDown':
          break;
        default:
          return;
      }
      event.preventDefault();
      event.stopPropagation();
    };

    return { resize, startResize, endResize, onResizeKey };
  }, []);

  return { widths, resizingCol, ...actions };
}
