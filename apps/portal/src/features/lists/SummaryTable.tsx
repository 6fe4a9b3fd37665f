import type { ApiError, WholeList } from '@airtime/api-client';
import {
  EmptyState,
  ErrorState,
  sortRows,
  Table,
  type TableBaseProps,
  type TableColumn,
} from '@airtime/design-system';
import { useState } from 'react';
import { ExportButton, type ExportName } from '../export/ExportButton.tsx';

type Key = ReturnType<TableBaseProps<unknown>['getRowId']>;
type SortDescriptor = NonNullable<TableBaseProps<unknown>['defaultSortDescriptor']>;

export interface SummaryTableProps<T> {
  readonly label: string;
  readonly columns: readonly TableColumn<T>[];
  /** Rows the page computed (figures added up per creator, per month...); the table sorts them. */
  readonly rows: readonly T[];
  readonly getRowId: (row: T) => Key;
  readonly defaultSort?: SortDescriptor;
  /** Keeps the names column in view while the others scroll sideways. */
  readonly pinFirstColumn?: boolean;
  readonly isLoading: boolean;
  readonly error: ApiError | undefined;
  /**
   * What failed to load, when the rows are computed from something else.
   * @default 'The {noun} could not be loaded.'
   */
  readonly errorTitle?: string;
  /** Try again after an error. */
  readonly onRetry?: () => void;
  readonly emptyTitle: string;
  readonly emptyDescription?: string;
  /** A plural noun for the row count: '12 creators'. */
  readonly noun: string;
  /** The noun for one row ('1 invoice'); without it, one row is counted with `noun`. */
  readonly singularNoun?: string;
  readonly onRowAction?: (key: Key) => void;
  /**
   * The grid's maximum height; rows beyond it scroll.
   * @default the Table's
   */
  readonly maxHeight?: TableBaseProps<unknown>['maxHeight'];
  /**
   * The CSV file's name: what (the record's name first on a record's page) and the period.
   * @default the noun, on the day of the export
   */
  readonly exportName?: ExportName;
}

/** The rows in the order the table shows them, for an export. */
function shownOrder<T>(
  rows: readonly T[],
  columns: readonly TableColumn<T>[],
  sort: SortDescriptor | undefined,
): readonly T[] {
  const column = columns.find((candidate) => candidate.id === sort?.column);
  const read = column?.sortValue ?? column?.value;
  if (sort === undefined || read === undefined) return rows;
  return sortRows(rows, read, sort.direction, new Intl.Collator(undefined, { numeric: true }));
}

/** A SummaryTable's (or a DataState's) loading and error states, and its retry, from the one list its rows add up. */
export function getListStates(
  list: Pick<WholeList<unknown>, 'isLoading' | 'error' | 'refresh'>,
): Required<Pick<SummaryTableProps<unknown>, 'isLoading' | 'error' | 'onRetry'>> {
  return { isLoading: list.isLoading, error: list.error, onRetry: () => void list.refresh() };
}

/** A report's computed rows as a client-sorted table, with the loading, empty and error states. */
export function SummaryTable<T>({
  label,
  columns,
  rows,
  getRowId,
  defaultSort,
  pinFirstColumn = false,
  isLoading,
  error,
  onRetry,
  emptyTitle,
  emptyDescription,
  noun,
  singularNoun = noun,
  errorTitle = `The ${noun} could not be loaded.`,
  onRowAction,
  maxHeight,
  exportName,
}: SummaryTableProps<T>) {
  // Kept here too, so that the export writes the rows in the order the table shows.
  const [sort, setSort] = useState(defaultSort);
  return (
    <div>
      <ExportButton
        noun={noun}
        columns={columns}
        total={rows.length}
        name={exportName}
        isDisabled={isLoading || rows.length === 0}
        read={async function* () {
          yield shownOrder(rows, columns, sort);
        }}
      />
      <Table<T>
        aria-label={label}
        columns={columns}
        rows={rows}
        getRowId={getRowId}
        pinFirstColumn={pinFirstColumn}
        {...(sort === undefined ? {} : { sortDescriptor: sort })}
        onSortChange={setSort}
        {...(onRowAction === undefined ? {} : { onRowAction })}
        {...(maxHeight === undefined ? {} : { maxHeight })}
        isLoading={isLoading}
        rowCountLabel={(count) => `${count} ${count === 1 ? singularNoun : noun}`}
        emptyState={
          <EmptyState
            size="sm"
            title={emptyTitle}
            {...(emptyDescription === undefined ? {} : { description: emptyDescription })}
          />
        }
        {...(error === undefined
          ? {}
          : {
              errorState: (
                <ErrorState
                  size="sm"
                  title={errorTitle}
                  description={error.message}
                  {...(onRetry === undefined
                    ? {}
                    : { action: { label: 'Try again', onPress: onRetry } })}
                />
              ),
            })}
      />
    </div>
  );
}
