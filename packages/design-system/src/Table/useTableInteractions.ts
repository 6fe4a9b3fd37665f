import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type RefObject,
  type UIEvent,
  useLayoutEffect,
  useMemo,
  useRef,
} from 'react';
import type { Key, Selection, SelectionMode, SortDescriptor } from 'react-aria-components/Table';
import type { TableColumn } from './tableColumns.ts';
import { type GridPosition, getGridMove, moveGridFocus } from './tableNavigation.ts';
import {
  type SelectAllState,
  toggleAllSelection,
  toggleRowSelection,
  toggleShownSelection,
} from './tableSelection.ts';
import { getNextSortDescriptor } from './tableSort.ts';

interface TableInteractionOptions<T> {
  columns: ReadonlyArray<TableColumn<T>>;
  sortedRows: readonly T[];
  getRowId: (row: T) => Key;
  selectionMode: SelectionMode;
  selection: Selection;
  setSelection: (selection: Selection) => void;
  selectAll: SelectAllState;
  keepsUnshownSelection: boolean;
  sortDescriptor: SortDescriptor | undefined;
  setSortDescriptor: (descriptor: SortDescriptor) => void;
  setAnnouncement: (text: string) => void;
  onRowAction: ((key: Key) => void) | undefined;
  focus: { position: GridPosition; focusPosition: (position: GridPosition) => void };
  rowCount: number;
  colCount: number;
  rowHeight: number;
  direction: 'ltr' | 'rtl';
  gridRef: RefObject<HTMLElement | null>;
  allowsResizing: boolean;
  resizing: {
    resizingCol: number | null;
    startResize: (col: number) => void;
    endResize: (cancel: boolean) => void;
    onResizeKey: (event: KeyboardEvent) => void;
  };
}

/**
 * A control that edits its cell in place (see TableColumn's `cell`): Enter or Space on the cell
 * presses it, and Escape on it gives focus back to the cell.
 */
export const CELL_EDITOR = '[data-cell-editor]';

/** Elements in a cell that handle their own keys and clicks. */
const CONTROLS = 'a, button, input, select, textarea, label, [role="button"], [role="link"]';

/**
 * What the grid does with keys and clicks: the ARIA grid keyboard model (arrows, Home/End,
 * PageUp/Down, Ctrl+Home/End), Enter and Space on headers (sort, select all) and rows (action,
 * select, or press the cell's editor), Ctrl+A and Escape for selection; keys go to the resizer while
 * resizing. Handlers are
 * stable: they read the latest props from a ref, so memoized rows never re-render for them.
 */
export function useTableInteractions<T>(options: TableInteractionOptions<T>) {
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const hovered = useRef<Element | null>(null);

  return useMemo(() => {
    const offset = () => (latest.current.selectionMode === 'multiple' ? 1 : 0);
    const columnAt = (col: number) => latest.current.columns[col - offset()];

    const toggleRow = (key: Key) => {
      const { selection, selectionMode, sortedRows, getRowId, setSelection } = latest.current;
      setSelection(
        toggleRowSelection(selection, key, selectionMode, () => sortedRows.map(getRowId)),
      );
    };
    const shownKeys = () => latest.current.sortedRows.map(latest.current.getRowId);
    const toggleAll = () => {
      const { selectAll, setSelection, rowCount, keepsUnshownSelection, selection } =
        latest.current;
      if (rowCount === 0) return;
      setSelection(
        keepsUnshownSelection
          ? toggleShownSelection(selection, selectAll, shownKeys())
          : toggleAllSelection(selectAll),
      );
    };
    const clearSelection = () => latest.current.setSelection(new Set());

    const sort = (column: TableColumn<T>) => {
      const { sortDescriptor, setSortDescriptor, setAnnouncement } = latest.current;
      const next = getNextSortDescriptor(sortDescriptor, column.id, column.firstSortDirection);
      setSortDescriptor(next);
      setAnnouncement(`Sorted by ${column.label}, ${next.direction}`);
    };

    /** Enter or Space on the focused position. Returns whether it did something. */
    const activate = (key: 'Enter' | ' ', position: GridPosition): boolean => {
      const { selectionMode, onRowAction, sortedRows, getRowId } = latest.current;
      if (position.row === -1) {
        if (position.part === 'resizer') {
          latest.current.resizing.startResize(position.col);
          return true;
        }
        if (selectionMode === 'multiple' && position.col === 0) {
          toggleAll();
          return true;
        }
        const column = columnAt(position.col);
        if (!column?.allowsSorting) return false;
        sort(column);
        return true;
      }
      const rowKey = getRowId(sortedRows[position.row] as T);
      if (key === 'Enter' && onRowAction) {
        onRowAction(rowKey);
        return true;
      }
      if (selectionMode === 'none') return false;
      toggleRow(rowKey);
      return true;
    };

    const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
      const current = latest.current;
      if (current.resizing.resizingCol !== null) {
        current.resizing.onResizeKey(event);
        return;
      }
      const target = event.target as HTMLElement;
      const stop = target.closest<HTMLElement>('[data-col]');
      // A control inside a cell (a link, a field) keeps its keys; a clicked checkbox keeps Space.
      const isStop = stop === target;
      const isCheckbox = target.matches('input[type="checkbox"]');
      // A cell's editor keeps Enter and Space; arrows move on from it, Escape goes back to its cell.
      const isEditor = !isStop && stop !== null && target.matches(CELL_EDITOR);
      if (isEditor && event.key === 'Escape') {
        event.preventDefault();
        stop.focus();
        return;
      }
      if (!isStop && !isCheckbox && !isEditor) return;

      const move = getGridMove(event.key, event, current.direction);
      if (move && !event.altKey && !event.shiftKey) {
        event.preventDefault();
        const { position } = current.focus;
        const grid = current.gridRef.current;
        const pageSize = grid
          ? Math.floor((grid.clientHeight - current.rowHeight) / current.rowHeight)
          : 1;
        const next = moveGridFocus(position, move, {
          rowCount: current.rowCount,
          colCount: current.colCount,
          pageSize,
          hasResizer: (col) =>
            current.allowsResizing && col >= offset() && columnAt(col)?.allowsResizing !== false,
        });
        if (next.row !== position.row || next.col !== position.col || next.part !== position.part) {
          current.focus.focusPosition(next);
        }
        return;
      }
      if ((event.key === 'Enter' || event.key === ' ') && isStop) {
        // A cell holding an editor opens it, as a press on it would (focus goes to the editor).
        const editor = current.focus.position.row >= 0 && stop.querySelector(CELL_EDITOR);
        if (editor instanceof HTMLElement) {
          event.preventDefault();
          editor.click();
          return;
        }
        // Space never scrolls the grid: in a cell it means select.
        if (activate(event.key, current.focus.position) || event.key === ' ') {
          event.preventDefault();
        }
        return;
      }
      if (current.selectionMode !== 'multiple') return;
      const hasSelection =
        current.selectAll !== 'none' ||
        (current.keepsUnshownSelection &&
          (current.selection === 'all' || current.selection.size > 0));
      if (event.key === 'Escape' && hasSelection) {
        event.preventDefault();
        clearSelection();
      } else if (event.key.toLowerCase() === 'a' && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        current.setSelection(
          current.keepsUnshownSelection
            ? toggleShownSelection(current.selection, 'none', shownKeys())
            : 'all',
        );
      }
    };

    const onClick = (event: MouseEvent<HTMLElement>) => {
      const target = event.target as Element;
      const stop = target.closest('[data-col]');
      if (!stop || stop.hasAttribute('data-part')) return;
      const index = Number(stop.closest('[data-row]')?.getAttribute('data-row') ?? Number.NaN);
      const col = Number(stop.getAttribute('data-col'));
      const { selectionMode, onRowAction, sortedRows, getRowId } = latest.current;
      if (selectionMode === 'multiple' && col === 0) {
        // The checkbox toggles itself; the rest of its cell is a larger target for it.
        if (target === stop) {
          if (index === -1) toggleAll();
          else if (!Number.isNaN(index)) toggleRow(getRowId(sortedRows[index] as T));
        }
        return;
      }
      if (index === -1) {
        const column = columnAt(col);
        if (column?.allowsSorting) sort(column);
        return;
      }
      const control = target.closest(CONTROLS);
      if (Number.isNaN(index) || (control && stop.contains(control))) return;
      // A drag that selected text is not a press.
      if (window.getSelection()?.type === 'Range') return;
      const rowKey = getRowId(sortedRows[index] as T);
      if (onRowAction) onRowAction(rowKey);
      else if (selectionMode !== 'none') toggleRow(rowKey);
    };

    /** Focus leaving a resizer mid-resize keeps the width. */
    const onBlur = (event: FocusEvent<HTMLElement>) => {
      const { resizing } = latest.current;
      if (resizing.resizingCol !== null && event.target.getAttribute('data-part') === 'resizer') {
        resizing.endResize(false);
      }
    };

    /**
     * Marks the row under a mouse with `data-hovered`, as React Aria marks hovered items: one
     * listener on the grid instead of one per row, and no render.
     */
    const onPointerOver = (event: PointerEvent<HTMLElement>) => {
      const row =
        event.pointerType === 'mouse'
          ? (event.target as Element).closest('[role="row"][data-row]:not([data-row="-1"])')
          : null;
      if (row === hovered.current) return;
      hovered.current?.removeAttribute('data-hovered');
      row?.setAttribute('data-hovered', '');
      hovered.current = row;
    };
    const onPointerLeave = () => {
      hovered.current?.removeAttribute('data-hovered');
      hovered.current = null;
    };

    const onScroll = (event: UIEvent<HTMLElement>) => {
      const grid = event.currentTarget;
      grid.toggleAttribute('data-scrolled', grid.scrollLeft !== 0);
    };

    return {
      onKeyDown,
      onClick,
      onBlur,
      onScroll,
      onPointerOver,
      onPointerLeave,
      toggleRow,
      toggleAll,
      clearSelection,
    };
  }, []);
}
