import { Table, type TableProps } from '@airtime/design-system';
import { ExportButton, type ExportName } from './ExportButton.tsx';
import { useRowsExport } from './useRowsExport.ts';

export type ExportableTableProps<T> = TableProps<T> & {
  /** What the rows are ('months'): names the export button and its progress. */
  readonly noun: string;
  /** @default the noun, on the day of the export */
  readonly exportName?: ExportName;
};

/**
 * A Table that sorts the rows the page holds, with Export CSV of them in the order shown; on a
 * phone its rows are cards (`phoneLayout`), unless it pins its first column.
 */
export function ExportableTable<T>({
  noun,
  exportName,
  defaultSortDescriptor,
  ...table
}: ExportableTableProps<T>) {
  const exported = useRowsExport(table.rows, table.columns, defaultSortDescriptor);
  return (
    <div>
      <ExportButton
        noun={noun}
        columns={table.columns}
        total={table.rows.length}
        name={exportName}
        isDisabled={table.isLoading === true || table.rows.length === 0}
        read={exported.read}
      />
      {/* A phone shows the rows as cards; a table that pins its first column is a matrix read
          across, which keeps its columns and scrolls inside its frame. */}
      <Table<T>
        phoneLayout={table.pinFirstColumn === true ? 'table' : 'cards'}
        {...table}
        {...exported.sortProps}
      />
    </div>
  );
}
