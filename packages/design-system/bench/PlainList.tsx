import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, useState } from 'react';
import { getCellText, type TableColumn } from '../src/Table/tableColumns.ts';
import type { SortValue } from '../src/Table/tableSort.ts';
import './plain.css';

interface PlainListProps<T> {
  columns: ReadonlyArray<TableColumn<T>>;
  rows: readonly T[];
  getRowId: (row: T) => string;
}

const ROW_HEIGHT = 32;

/** Empty values last whatever the direction, as in the Table. */
function compare(a: SortValue, b: SortValue, sign: number, collator: Intl.Collator): number {
  if (a === null || a === undefined) return b === null || b === undefined ? 0 : 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b) * sign;
  return (a < b ? -1 : a > b ? 1 : 0) * sign;
}

/**
 * The baseline: what a developer writes with @tanstack/react-virtual alone. The same columns
 * and cell content as the Table (the same `cell` renderers and `getCellText`), sorted with the
 * same collator, and nothing else: no roles, no keyboard, no selection, no resizing.
 */
export function PlainList<T>({ columns, rows, getRowId }: PlainListProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [sort, setSort] = useState<{ id: string; sign: number } | null>(null);
  const collator = useMemo(() => new Intl.Collator(undefined, { numeric: true }), []);
  const sorted = useMemo(() => {
    const value = columns.find((column) => column.id === sort?.id)?.value;
    if (!sort || !value) return rows;
    return rows.toSorted((a, b) => compare(value(a), value(b), sort.sign, collator));
  }, [rows, columns, sort, collator]);
  const virtualizer = useVirtualizer({
    count: sorted.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    scrollMargin: ROW_HEIGHT,
    overscan: 6,
  });
  const template = columns.map((column) => `${column.width ?? 160}px`).join(' ');

  return (
    <div ref={scrollRef} className="plain-scroller">
      <div className="plain-header" style={{ gridTemplateColumns: template }}>
        {columns.map((column) => (
          <button
            key={column.id}
            type="button"
            className="plain-cell"
            onClick={() =>
              setSort((current) => ({
                id: column.id,
                sign:
                  current?.id === column.id
                    ? -current.sign
                    : column.firstSortDirection === 'descending'
                      ? -1
                      : 1,
              }))
            }
          >
            {column.label}
          </button>
        ))}
      </div>
      <div style={{ position: 'relative', height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = sorted[item.index] as T;
          return (
            <div
              key={getRowId(row)}
              data-plain-row={item.index}
              className="plain-row"
              style={{
                gridTemplateColumns: template,
                transform: `translateY(${item.start - ROW_HEIGHT}px)`,
              }}
            >
              {columns.map((column) => (
                <div
                  key={column.id}
                  className={column.numeric ? 'plain-cell plain-numeric' : 'plain-cell'}
                >
                  {column.cell ? column.cell(row) : getCellText(column.value?.(row))}
                </div>
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
}
