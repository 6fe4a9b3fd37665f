// biome-ignore-all lint/a11y/useSemanticElements: a virtualized grid is built of divs with ARIA grid roles (rows are absolutely placed, which table layout forbids), as React Aria's virtualized Table does.
// biome-ignore-all lint/a11y/useFocusableInteractive: the grid's focus is roving: cells take tabIndex, rows and row groups are not focus stops.
import { memo, type ReactNode } from 'react';
import type { Key, SelectionMode } from 'react-aria-components/Table';
import { bodyRow, cardLabel, cardValue, cell, selectionCell } from './Table.css.ts';
import { TableCheckbox } from './TableCheckbox.tsx';
import { getCellText, type TableColumn } from './tableColumns.ts';
import type { TableRowTone } from './tableRowGroups.ts';

interface TableBodyRowProps<T> {
  row: T;
  rowKey: Key;
  /** Position in display order, 0-based. */
  index: number;
  /** 1-based among the grid's rows, when group rows come between. @default index + 2 */
  ariaRowIndex?: number | undefined;
  /** Marks the row (Table's `rowTone`). */
  tone?: TableRowTone | undefined;
  /** Offset from the top of the body, in px (from the virtualizer); null for a card in the flow. */
  start: number | null;
  columns: ReadonlyArray<TableColumn<T>>;
  selectionMode: SelectionMode;
  isSelected: boolean;
  /** The column holding the grid's tab stop, or -1 when it is in another row. */
  focusedCol: number;
  pinFirstColumn: boolean;
  /** Marked as just changed (Table's `markedKeys`). */
  isMarked: boolean;
  /** Names the row's checkbox: "Select <label>". */
  label: string;
  onToggle: (key: Key) => void;
}

/**
 * One body row. Memoized: scrolling renders only the rows that enter the viewport, and moving
 * focus or selecting re-renders only the rows that change. Events are handled by the grid.
 */
export const TableBodyRow = memo(function TableBodyRow<T>({
  row,
  rowKey,
  index,
  ariaRowIndex,
  tone,
  start,
  columns,
  selectionMode,
  isSelected,
  focusedCol,
  pinFirstColumn,
  isMarked,
  label,
  onToggle,
}: TableBodyRowProps<T>) {
  const offset = selectionMode === 'multiple' ? 1 : 0;
  return (
    <div
      role="row"
      aria-rowindex={ariaRowIndex ?? index + 2}
      aria-selected={selectionMode === 'none' ? undefined : isSelected}
      data-row={index}
      data-selected={isSelected || undefined}
      data-marked={isMarked || undefined}
      data-tone={tone}
      className={bodyRow}
      style={start === null ? undefined : { transform: `translateY(${start}px)` }}
    >
      {offset === 1 && (
        <div
          role="gridcell"
          aria-colindex={1}
          data-col={0}
          data-pinned={pinFirstColumn ? '' : undefined}
          tabIndex={focusedCol === 0 ? 0 : -1}
          className={selectionCell}
        >
          <TableCheckbox
            label={`Select ${label}`}
            isSelected={isSelected}
            onChange={() => onToggle(rowKey)}
          />
        </div>
      )}
      {columns.map((column, columnIndex) => {
        const col = columnIndex + offset;
        const pinned = pinFirstColumn && columnIndex === 0;
        const content: ReactNode = column.cell
          ? column.cell(row)
          : getCellText(column.value?.(row));
        return (
          // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role is rowheader or gridcell, both take aria-colindex.
          <div
            key={column.id}
            role={columnIndex === 0 ? 'rowheader' : 'gridcell'}
            aria-colindex={col + 1}
            data-col={col}
            data-numeric={column.numeric || undefined}
            data-pinned={pinned ? (offset ? 'after-selection' : '') : undefined}
            data-pinned-edge={pinned || undefined}
            tabIndex={focusedCol === col ? 0 : -1}
            className={cell}
          >
            {start === null && columnIndex > 0 ? (
              <>
                {/* Read from the column header by assistive technology; shown for the eye. */}
                <span aria-hidden="true" className={cardLabel}>
                  {column.label}
                </span>
                <span className={cardValue}>{content}</span>
              </>
            ) : (
              content
            )}
          </div>
        );
      })}
    </div>
  );
}) as <T>(props: TableBodyRowProps<T>) => ReactNode;
