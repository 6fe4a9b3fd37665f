// biome-ignore-all lint/a11y/useSemanticElements: a virtualized grid is built of divs with ARIA grid roles (rows are absolutely placed, which table layout forbids), as React Aria's virtualized Table does.
// biome-ignore-all lint/a11y/useFocusableInteractive: the grid's focus is roving: cells take tabIndex, rows and row groups are not focus stops.
import { ArrowDown, ArrowUp } from 'lucide-react';
import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import type { SelectionMode, SortDescriptor } from 'react-aria-components/Table';
import {
  columnHeader,
  columnLabel,
  headerGroup,
  headerRow,
  selectionCell,
  sortIcon,
} from './Table.css.ts';
import { TableCheckbox } from './TableCheckbox.tsx';
import { TableResizer } from './TableResizer.tsx';
import { DEFAULT_COLUMN_WIDTH, type TableColumn } from './tableColumns.ts';
import type { GridPosition } from './tableNavigation.ts';
import type { SelectAllState } from './tableSelection.ts';

interface TableHeaderProps {
  columns: ReadonlyArray<TableColumn<never>>;
  selectionMode: SelectionMode;
  selectAll: SelectAllState;
  /** Whether there are rows to select (not while loading, empty or failed). */
  hasRows: boolean;
  onToggleAll: () => void;
  sortDescriptor: SortDescriptor | undefined;
  focus: GridPosition;
  allowsResizing: boolean;
  resizingCol: number | null;
  widths: ReadonlyMap<string, number>;
  onResize: (column: TableColumn<never>, width: number) => void;
  pinFirstColumn: boolean;
  direction: 'ltr' | 'rtl';
  idPrefix: string;
}

const SORT_ICONS = { ascending: ArrowUp, descending: ArrowDown } as const;

/** The sticky header row: select-all, column labels with their sort arrows, and resizers. */
export function TableHeader({
  columns,
  selectionMode,
  selectAll,
  hasRows,
  onToggleAll,
  sortDescriptor,
  focus,
  allowsResizing,
  resizingCol,
  widths,
  onResize,
  pinFirstColumn,
  direction,
  idPrefix,
}: TableHeaderProps) {
  const offset = selectionMode === 'multiple' ? 1 : 0;
  const rowRef = useRef<HTMLDivElement>(null);
  const measured = useMeasuredWidths(rowRef, allowsResizing, columns);
  const isTabStop = (col: number, part: GridPosition['part'] = 'cell') =>
    focus.row === -1 && focus.col === col && focus.part === part;

  return (
    <div role="rowgroup" className={headerGroup}>
      <div role="row" aria-rowindex={1} data-row={-1} className={headerRow} ref={rowRef}>
        {offset === 1 && (
          <div
            role="columnheader"
            aria-colindex={1}
            data-col={0}
            data-pinned={pinFirstColumn ? '' : undefined}
            tabIndex={isTabStop(0) ? 0 : -1}
            className={selectionCell}
          >
            <TableCheckbox
              label="Select all rows"
              isSelected={selectAll === 'all'}
              isIndeterminate={selectAll === 'some'}
              isDisabled={!hasRows}
              onChange={onToggleAll}
            />
          </div>
        )}
        {columns.map((column, index) => {
          const col = index + offset;
          const sorted = sortDescriptor?.column === column.id ? sortDescriptor.direction : null;
          const SortIcon = sorted ? SORT_ICONS[sorted] : null;
          const labelId = `${idPrefix}-column-${index}`;
          const resizable = allowsResizing && column.allowsResizing !== false;
          const pinned = pinFirstColumn && index === 0;
          return (
            <div
              key={column.id}
              role="columnheader"
              aria-colindex={col + 1}
              aria-labelledby={labelId}
              aria-sort={sorted ?? undefined}
              data-col={col}
              data-numeric={column.numeric || undefined}
              data-allows-sorting={column.allowsSorting || undefined}
              data-sorted={sorted ?? undefined}
              data-pinned={pinned ? (offset ? 'after-selection' : '') : undefined}
              data-pinned-edge={pinned || undefined}
              tabIndex={isTabStop(col) ? 0 : -1}
              className={columnHeader}
            >
              <span id={labelId} className={columnLabel}>
                {column.label}
              </span>
              {SortIcon && <SortIcon className={sortIcon} aria-hidden="true" />}
              {resizable && (
                <TableResizer
                  column={column}
                  col={col}
                  width={
                    widths.get(column.id) ?? measured[col] ?? column.width ?? DEFAULT_COLUMN_WIDTH
                  }
                  isResizing={resizingCol === col}
                  isTabStop={isTabStop(col, 'resizer')}
                  direction={direction}
                  describedBy={`${idPrefix}-resize-help`}
                  onResize={onResize}
                />
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}

/**
 * The rendered width of each header cell, kept current while columns grow and shrink with the
 * table, so each resizer tells screen readers the width they see. Only the header re-renders.
 */
function useMeasuredWidths(
  rowRef: RefObject<HTMLDivElement | null>,
  enabled: boolean,
  columns: ReadonlyArray<TableColumn<never>>,
) {
  const [widths, setWidths] = useState<number[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the cells to observe change with the columns.
  useLayoutEffect(() => {
    const row = rowRef.current;
    if (!enabled || !row) return;
    const measure = () => {
      const next = Array.from(row.children, (cell) =>
        Math.round(cell.getBoundingClientRect().width),
      );
      setWidths((current) =>
        current.length === next.length && current.every((width, i) => width === next[i])
          ? current
          : next,
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    for (const cell of row.children) observer.observe(cell);
    return () => observer.disconnect();
  }, [rowRef, enabled, columns]);
  return widths;
}
