import type { ApiError } from '@airtime/api-client';
import type { TableColumn } from '@airtime/design-system';
import { SummaryTable } from '../lists/SummaryTable.tsx';
import type { GroupTotals } from './reportTotals.ts';

export interface TotalsTableProps {
  readonly label: string;
  readonly columns: readonly TableColumn<GroupTotals>[];
  readonly rows: readonly GroupTotals[];
  readonly isLoading: boolean;
  readonly error: ApiError | undefined;
  readonly onRetry: () => void;
  /** A plural noun for the row count: 'creators'. */
  readonly noun: string;
  readonly emptyTitle: string;
  readonly emptyDescription: string;
  /** Opens a row, e.g. the creator's page. */
  readonly onOpen?: (row: GroupTotals) => void;
}

/** A report's totals per creator or channel, most spend first, sortable by any figure. */
export function TotalsTable({
  label,
  columns,
  rows,
  isLoading,
  error,
  onRetry,
  noun,
  emptyTitle,
  emptyDescription,
  onOpen,
}: TotalsTableProps) {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return (
    <SummaryTable<GroupTotals>
      label={label}
      columns={columns}
      rows={rows}
      getRowId={(row) => row.id}
      defaultSort={{ column: 'spend', direction: 'descending' }}
      {...(onOpen === undefined
        ? {}
        : {
            onRowAction: (key) => {
              const row = byId.get(Number(key));
              if (row !== undefined) onOpen(row);
            },
          })}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      noun={noun}
      emptyTitle={emptyTitle}
      emptyDescription={emptyDescription}
    />
  );
}
