import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { useLocale } from 'react-aria-components/I18nProvider';
import type { Key, Selection } from 'react-aria-components/Table';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { formatNumber } from '../format/formatNumber.ts';
import { mediaBelow } from '../theme/media.ts';
import { cx } from '../utils/cx.ts';
import {
  grid,
  intrinsicWidthVar,
  maxHeightVar,
  minWidthVar,
  ROW_HEIGHT,
  table,
  tracksVar,
} from './Table.css.ts';
import { TableBody } from './TableBody.tsx';
import { preloadTableBulkBar, TableFooter } from './TableFooter.tsx';
import { TableHeader } from './TableHeader.tsx';
import { getCardTracks, getColumnTracks, type TableColumn } from './tableColumns.ts';
import type { TableProps } from './tableProps.ts';
import {
  countKeptSelection,
  countSelectedRows,
  createRowIndex,
  getSelectAllState,
} from './tableSelection.ts';
import { sortRows } from './tableSort.ts';
import { useColumnResize } from './useColumnResize.ts';
import { useControllableState } from './useControllableState.ts';
import { useGridFocus } from './useGridFocus.ts';
import { useMatchesMedia } from './useMatchesMedia.ts';
import { useRowGroups } from './useRowGroups.ts';
import { useRowVirtualizer } from './useRowVirtualizer.ts';
import { useTableInteractions } from './useTableInteractions.ts';

export type { TableBaseProps, TableLabelling, TableProps } from './tableProps.ts';

const NO_SELECTION: Selection = new Set();
/** Rows rendered before the grid is measured when its height is a CSS length: a screenful. */
const INITIAL_HEIGHT = 800;

function defaultRowCountLabel(count: number): string {
  return `${formatNumber(count)} ${count === 1 ? 'row' : 'rows'}`;
}

/**
 * The data table: sortable, selectable, resizable, virtualized (10,000 rows scroll smoothly),
 * with a sticky header, the ARIA grid pattern and its keyboard navigation.
 */
export function Table<T>({
  columns: allColumns,
  rows,
  getRowId,
  density = 'compact',
  sortDescriptor: sortProp,
  defaultSortDescriptor,
  onSortChange,
  sortMode = 'client',
  selectionMode = 'none',
  selectedKeys,
  defaultSelectedKeys = NO_SELECTION,
  onSelectionChange,
  keepsUnshownSelection = false,
  onRowAction,
  bulkActions,
  pinFirstColumn: pinProp = false,
  phoneLayout = 'table',
  markedKeys,
  allowsResizing = false,
  onColumnResize,
  isLoading = false,
  loadingRowCount = 8,
  emptyState = 'No rows.',
  errorState,
  maxHeight = '70vh',
  rowCountLabel = defaultRowCountLabel,
  rowGroups,
  rowTone,
  className,
  ref,
  ...labelling
}: TableProps<T>) {
  const { locale, direction } = useLocale();
  const collator = useMemo(() => new Intl.Collator(locale, { numeric: true }), [locale]);
  const idPrefix = useId();
  const gridRef = useRef<HTMLDivElement | null>(null);
  const isCards = useMatchesMedia(mediaBelow.sm, phoneLayout === 'cards');
  const columns = useMemo(
    () =>
      isCards
        ? allColumns.filter((column, index) => index === 0 || !column.hideInCards)
        : allColumns,
    [allColumns, isCards],
  );
  // Cards stack their cells: nothing to pin.
  const pinFirstColumn = pinProp && !isCards;

  const [sortDescriptor, setSortDescriptor] = useControllableState(
    sortProp,
    defaultSortDescriptor,
    onSortChange,
  );
  const [selectionState, setSelection] = useControllableState(
    selectedKeys,
    defaultSelectedKeys,
    onSelectionChange,
  );
  const selection = selectionState ?? NO_SELECTION;

  const sortedRowsInOrder = useMemo(() => {
    if (sortMode === 'manual' || !sortDescriptor) return rows;
    // Every column, not only those a phone's cards show: the sort stays when cards hide its column.
    const column = allColumns.find((candidate) => candidate.id === sortDescriptor.column);
    const getValue = column?.sortValue ?? column?.value;
    return getValue ? sortRows(rows, getValue, sortDescriptor.direction, collator) : rows;
  }, [rows, allColumns, sortDescriptor, sortMode, collator]);

  // With row groups, the rows shown (folded groups' left out) in group order, and their headers.
  const allRowCount = rows.length;
  const groups = useRowGroups(sortedRowsInOrder, rowGroups);
  const sortedRows = groups.rows;
  const rowIndex = useMemo(() => createRowIndex(sortedRows, getRowId), [sortedRows, getRowId]);

  const selectedCount = selectionMode === 'none' ? 0 : countSelectedRows(selection, rowIndex);
  const selectAll = getSelectAllState(selectedCount, sortedRows.length);
  const hasSelectionColumn = selectionMode === 'multiple';
  const colCount = columns.length + (hasSelectionColumn ? 1 : 0);
  const kept =
    hasSelectionColumn && keepsUnshownSelection
      ? countKeptSelection(selection, rowIndex)
      : { total: selectedCount, unshown: 0 };
  const hasError = errorState !== undefined && errorState !== null && errorState !== false;
  const showsRows = !isLoading && !hasError && allRowCount > 0;
  const rowCount = showsRows ? sortedRows.length : 0;
  const itemCount = showsRows ? (groups.layout?.items.length ?? rowCount) : 0;
  const rowHeight = ROW_HEIGHT[density];

  const rowKeyAt = useCallback(
    (index: number) => getRowId(sortedRows[index] as T),
    [sortedRows, getRowId],
  );
  const rowIndexOf = useCallback((key: Key) => rowIndex.get(key), [rowIndex]);
  const focus = useGridFocus({ gridRef, rowCount, colCount, rowKeyAt, rowIndexOf });

  const rowWindow = useRowVirtualizer({
    gridRef,
    // Cards are as tall as their content and all rendered: the row window has none to place.
    rowCount: isCards ? 0 : itemCount,
    rowHeight,
    focusedRow:
      groups.layout === undefined || focus.position.row < 0
        ? focus.position.row
        : (groups.layout.itemOfRow[focus.position.row] ?? -1),
    initialHeight: typeof maxHeight === 'number' ? maxHeight : INITIAL_HEIGHT,
  });

  const offset = hasSelectionColumn ? 1 : 0;
  const resizing = useColumnResize({
    columnAt: (col) => (col < offset ? undefined : (columns[col - offset] as TableColumn<never>)),
    gridRef,
    direction,
    onColumnResize,
  });
  const { widths, resizingCol } = resizing;
  const [announcement, setAnnouncement] = useState('');
  const interactions = useTableInteractions({
    columns,
    sortedRows,
    getRowId,
    selectionMode,
    selection,
    setSelection,
    selectAll,
    keepsUnshownSelection,
    sortDescriptor,
    setSortDescriptor,
    setAnnouncement,
    onRowAction,
    focus,
    rowCount,
    colCount,
    rowHeight,
    direction,
    gridRef,
    allowsResizing,
    resizing,
  });

  const tracks = useMemo(
    () =>
      isCards
        ? getCardTracks(colCount)
        : getColumnTracks(
            columns as ReadonlyArray<TableColumn<never>>,
            widths,
            hasSelectionColumn,
            pinFirstColumn,
          ),
    [columns, widths, hasSelectionColumn, pinFirstColumn, isCards, colCount],
  );

  const setRefs = useCallback(
    (element: HTMLDivElement | null) => {
      gridRef.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );

  const message = isLoading ? null : hasError ? errorState : allRowCount === 0 ? emptyState : null;
  // No count beside an error: the rows it would count are not shown.
  const rowCountText = isLoading ? 'Loading rows' : hasError ? null : rowCountLabel(allRowCount);

  return (
    <div className={cx(table({ density }), className)} data-layout={isCards ? 'cards' : undefined}>
      {/* biome-ignore lint/a11y/useSemanticElements: see TableBody.tsx; the grid is the scroll container of its rows. */}
      <div
        {...labelling}
        ref={setRefs}
        role="grid"
        aria-rowcount={isLoading ? -1 : message === null ? itemCount + 1 : 2}
        aria-colcount={colCount}
        aria-multiselectable={selectionMode === 'multiple' || undefined}
        aria-busy={isLoading || undefined}
        data-pressable-rows={onRowAction !== undefined || selectionMode !== 'none' || undefined}
        data-layout={isCards ? 'cards' : undefined}
        className={grid}
        style={assignInlineVars({
          [tracksVar]: tracks.template,
          [minWidthVar]: tracks.minWidthCss,
          [intrinsicWidthVar]: `${tracks.minWidth}px`,
          [maxHeightVar]: typeof maxHeight === 'number' ? `${maxHeight}px` : maxHeight,
        })}
        onKeyDown={interactions.onKeyDown}
        onFocus={(event) => {
          if (hasSelectionColumn) preloadTableBulkBar();
          focus.onFocus(event);
        }}
        onPointerEnter={hasSelectionColumn ? preloadTableBulkBar : undefined}
        onBlur={interactions.onBlur}
        onClick={interactions.onClick}
        onScroll={interactions.onScroll}
        onPointerOver={interactions.onPointerOver}
        onPointerLeave={interactions.onPointerLeave}
      >
        <TableHeader
          columns={columns as ReadonlyArray<TableColumn<never>>}
          selectionMode={selectionMode}
          selectAll={selectAll}
          hasRows={rowCount > 0}
          onToggleAll={interactions.toggleAll}
          sortDescriptor={sortDescriptor}
          focus={focus.position}
          allowsResizing={allowsResizing}
          resizingCol={resizingCol}
          widths={widths}
          onResize={resizing.resize}
          pinFirstColumn={pinFirstColumn}
          direction={direction}
          idPrefix={idPrefix}
        />
        <TableBody
          columns={columns}
          rows={sortedRows}
          getRowId={getRowId}
          rowWindow={rowWindow}
          selectionMode={selectionMode}
          selection={selection}
          focus={focus.position}
          pinFirstColumn={pinFirstColumn}
          markedKeys={markedKeys}
          onToggle={interactions.toggleRow}
          isLoading={isLoading}
          loadingRowCount={loadingRowCount}
          message={message}
          colCount={colCount}
          isCards={isCards}
          items={groups.layout?.items}
          groupCountText={rowGroups?.countLabel ?? defaultRowCountLabel}
          onToggleGroup={groups.toggle}
          rowTone={rowTone}
        />
      </div>
      <TableFooter
        selectedCount={hasSelectionColumn ? kept.total : 0}
        unshownCount={kept.unshown}
        selection={selection}
        bulkActions={bulkActions}
        onClearSelection={interactions.clearSelection}
        rowCountText={rowCountText}
        announcement={announcement}
      />
      {allowsResizing && (
        <VisuallyHidden elementType="span" id={`${idPrefix}-resize-help`}>
          Press Enter to resize the column with the arrow keys, then Enter to keep the width or
          Escape to cancel.
        </VisuallyHidden>
      )}
    </div>
  );
}
