// biome-ignore-all lint/a11y/useSemanticElements: a virtualized grid is built of divs with ARIA grid roles (rows are absolutely placed, which table layout forbids), as React Aria's virtualized Table does.
// biome-ignore-all lint/a11y/useFocusableInteractive: the grid's focus is roving: cells take tabIndex, rows and row groups are not focus stops.
import type { ReactNode } from 'react';
import type { Key, Selection, SelectionMode } from 'react-aria-components/Table';
import {
  bodyGroup,
  cell,
  messageCell,
  messageRow,
  selectionCell,
  skeletonBar,
  skeletonRow,
} from './Table.css.ts';
import { TableBodyRow } from './TableBodyRow.tsx';
import { TableGroupRow } from './TableGroupRow.tsx';
import { getCellText, type TableColumn } from './tableColumns.ts';
import type { GridPosition } from './tableNavigation.ts';
import type { TableBodyItem, TableRowTone } from './tableRowGroups.ts';
import { isRowSelected } from './tableSelection.ts';
import type { RowWindow } from './useRowVirtualizer.ts';

interface TableBodyProps<T> {
  columns: ReadonlyArray<TableColumn<T>>;
  rows: readonly T[];
  getRowId: (row: T) => Key;
  rowWindow: RowWindow;
  selectionMode: SelectionMode;
  selection: Selection;
  focus: GridPosition;
  pinFirstColumn: boolean;
  markedKeys: ReadonlySet<Key> | undefined;
  onToggle: (key: Key) => void;
  isLoading: boolean;
  loadingRowCount: number;
  /** The empty or error slot, shown instead of rows. */
  message: ReactNode;
  colCount: number;
  /** A phone's cards: every row rendered in the flow, each cell with its column's label. */
  isCards: boolean;
  /** The rows and group headers in order, when the rows are grouped (the row window counts these). */
  items?: readonly TableBodyItem[] | undefined;
  groupCountText?: (count: number) => string;
  onToggleGroup?: (key: Key) => void;
  rowTone?: ((row: T) => TableRowTone | undefined) | undefined;
}

/** The rows in view (virtualized), skeleton rows while loading, or the empty or error message. */
export function TableBody<T>({
  columns,
  rows,
  getRowId,
  rowWindow,
  selectionMode,
  selection,
  focus,
  pinFirstColumn,
  markedKeys,
  onToggle,
  isLoading,
  loadingRowCount,
  message,
  colCount,
  isCards,
  items,
  groupCountText = String,
  onToggleGroup = () => undefined,
  rowTone,
}: TableBodyProps<T>) {
  if (isLoading) {
    const cells = selectionMode === 'multiple' ? [{ id: '', numeric: false }, ...columns] : columns;
    return (
      // Hidden from assistive technology: the grid is aria-busy and the footer says "Loading".
      <div aria-hidden="true">
        {Array.from({ length: loadingRowCount }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key by.
          <div key={index} className={skeletonRow}>
            {cells.map((column, col) => (
              <div
                key={column.id || col}
                className={column.id ? cell : selectionCell}
                data-numeric={column.numeric || undefined}
              >
                {column.id && <span className={skeletonBar} />}
              </div>
            ))}
          </div>
        ))}
      </div>
    );
  }

  if (message !== null && message !== undefined && message !== false) {
    return (
      <div role="rowgroup">
        <div role="row" aria-rowindex={2} className={messageRow}>
          <div role="gridcell" aria-colindex={1} aria-colspan={colCount} className={messageCell}>
            {message}
          </div>
        </div>
      </div>
    );
  }

  /** A group's header row, in the flow (`start` null: a phone's cards) or placed by the row window. */
  const groupRow = (
    item: Extract<TableBodyItem, { type: 'group' }>,
    ariaRowIndex: number,
    start: number | null,
  ) => (
    <TableGroupRow
      key={`group-${String(item.group.key)}`}
      group={item.group}
      count={item.count}
      countText={groupCountText(item.count)}
      isCollapsed={item.isCollapsed}
      ariaRowIndex={ariaRowIndex}
      start={start}
      colCount={colCount}
      onToggle={onToggleGroup}
    />
  );
  const labelColumn = columns[0];
  const labelOf = (row: T, index: number) =>
    labelColumn?.value ? getCellText(labelColumn.value(row)) : `row ${index + 1}`;
  if (isCards) {
    // Every row in the flow, under its group's header when the rows are grouped.
    const cardItems = items ?? rows.map((_, index) => ({ type: 'row' as const, index }));
    return (
      <div role="rowgroup" className={bodyGroup}>
        {cardItems.map((bodyItem, position) => {
          if (bodyItem.type === 'group') return groupRow(bodyItem, position + 2, null);
          const row = rows[bodyItem.index] as T;
          const key = getRowId(row);
          return (
            <TableBodyRow
              key={key}
              row={row}
              rowKey={key}
              index={bodyItem.index}
              ariaRowIndex={position + 2}
              tone={rowTone?.(row)}
              start={null}
              columns={columns}
              selectionMode={selectionMode}
              isSelected={selectionMode !== 'none' && isRowSelected(selection, key)}
              focusedCol={focus.row === bodyItem.index ? focus.col : -1}
              pinFirstColumn={false}
              isMarked={markedKeys?.has(key) === true}
              label={labelOf(row, bodyItem.index)}
              onToggle={onToggle}
            />
          );
        })}
      </div>
    );
  }
  return (
    <div role="rowgroup" className={bodyGroup} style={{ height: rowWindow.totalSize }}>
      {rowWindow.rows.map((virtual) => {
        const bodyItem = items?.[virtual.index];
        if (bodyItem?.type === 'group') {
          return groupRow(bodyItem, virtual.index + 2, virtual.start);
        }
        const item = { index: bodyItem?.index ?? virtual.index };
        const row = rows[item.index] as T;
        const key = getRowId(row);
        return (
          <TableBodyRow
            key={key}
            row={row}
            rowKey={key}
            index={item.index}
            ariaRowIndex={virtual.index + 2}
            tone={rowTone?.(row)}
            start={virtual.start}
            columns={columns}
            selectionMode={selectionMode}
            isSelected={selectionMode !== 'none' && isRowSelected(selection, key)}
            focusedCol={focus.row === item.index ? focus.col : -1}
            pinFirstColumn={pinFirstColumn}
            isMarked={markedKeys?.has(key) === true}
            label={labelOf(row, item.index)}
            onToggle={onToggle}
          />
        );
      })}
    </div>
  );
}
