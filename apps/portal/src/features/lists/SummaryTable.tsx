import type { ApiError, WholeList } from '@airtime/api-client';
import {
  EmptyState,
  ErrorState,
  type TableBaseProps,
  type TableColumn,
} from '@airtime/design-system';
import { ExportableTable } from '../export/ExportableTable.tsx';
import type { ExportName } from '../export/ExportButton.tsx';

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
  return (
    <ExportableTable<T>
      noun={noun}
      {...(exportName === undefined ? {} : { exportName })}
      aria-label={label}
      columns={columns}
      rows={rows}
      getRowId={getRowId}
      pinFirstColumn={pinFirstColumn}
      {...(defaultSort === undefined ? {} : { defaultSortDescriptor: defaultSort })}
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
  );
}
