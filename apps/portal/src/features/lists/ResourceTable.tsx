import { type InfiniteList, type LiveRecordKind, useLiveChanges } from '@airtime/api-client';
import {
  Banner,
  Button,
  EmptyState,
  type EmptyStateProps,
  ErrorState,
  LoadMore,
  Table,
  type TableBaseProps,
  type TableColumn,
} from '@airtime/design-system';
import { type Key, useMemo } from 'react';
import { ExportButton, type ExportName } from '../export/ExportButton.tsx';
import { reservedPlace } from './resourceTable.css.ts';
import type { ListQuery } from './useListQuery.ts';

export interface ResourceTableProps<T extends { readonly id: number }> {
  /** Names the table for screen readers, e.g. 'Brands'. */
  readonly label: string;
  readonly columns: readonly TableColumn<T>[];
  /** The list hook's answer (useBrands, useCampaigns, ...). */
  readonly list: InfiniteList<T>;
  /** The URL sort the table shows and changes; the server sorts. */
  readonly query?: ListQuery;
  /** Opens a row (its page); rows are then links for the keyboard too. */
  readonly onOpen?: (row: T) => void;
  /** What the empty list would hold and what to do next (design direction: one sentence each). */
  readonly emptyTitle: string;
  readonly emptyDescription?: string;
  /** A plural noun for the row count: '24 of 310 brands'. */
  readonly noun: string;
  /**
   * The rows a page holds, when the list asks for few (a home page's short lists): while the first
   * page loads, as many skeleton rows and the 'Load more' row's place, so that what follows the
   * table does not move when the rows come.
   */
  readonly pageSize?: number;
  /**
   * The empty and error states' size: `sm` for a table in a section of a page.
   * @default 'md'
   */
  readonly stateSize?: EmptyStateProps['size'];
  /** Checkboxes on the rows, with the bulk-action bar for the selected ones; none when undefined. */
  readonly selection?:
    | Pick<
        TableBaseProps<T>,
        'selectedKeys' | 'onSelectionChange' | 'bulkActions' | 'keepsUnshownSelection'
      >
    | undefined;
  /** The kind of record the rows are: rows someone else changes meanwhile are marked a while. */
  readonly live?: LiveRecordKind;
  /**
   * The CSV file's name: what (the record's name first on a record's page) and the period.
   * @default the noun, on the day of the export
   */
  readonly exportName?: ExportName;
  /** Rows under a header per group, the finished folded (the Table's `rowGroups`). */
  readonly rowGroups?: TableBaseProps<T>['rowGroups'];
  /** A row that stands out: a tone at its start (the Table's `rowTone`); say why in a cell. */
  readonly rowTone?: TableBaseProps<T>['rowTone'];
}

/** Every row of a list, read again page by page with its query, filters and sort. */
async function* rowsOf<T>(list: InfiniteList<T>, signal: AbortSignal) {
  for await (const page of list.readPages({ signal })) yield page.data;
}

/**
 * A server-sorted, cursor-paged list as a table: loading skeleton rows, the empty and error
 * states, a row count against the server's total and 'Load more'; optionally selectable.
 */
export function ResourceTable<T extends { readonly id: number }>({
  label,
  columns,
  list,
  query,
  onOpen,
  emptyTitle,
  emptyDescription,
  noun,
  pageSize,
  stateSize,
  selection,
  live,
  exportName,
  rowGroups,
  rowTone,
}: ResourceTableProps<T>) {
  const rowsById = new Map(list.items.map((row) => [row.id, row]));
  // Read for every table (hooks run unconditionally); used only where the rows are live.
  const liveChanges = useLiveChanges(live ?? 'campaign');
  const markedKeys = useMemo(
    () => (live === undefined ? undefined : new Set<number>(liveChanges.keys())),
    [live, liveChanges],
  );
  // A failed refresh keeps the rows on screen and says so above them; the error state is for none.
  const staleError = list.items.length > 0 ? list.error : undefined;
  return (
    <div>
      <ExportButton
        noun={noun}
        columns={columns}
        total={list.total}
        name={exportName}
        isDisabled={list.isLoading || list.items.length === 0}
        read={(signal) => rowsOf(list, signal)}
      />
      {staleError !== undefined && (
        <Banner
          tone="warning"
          title={`The ${noun} could not be refreshed.`}
          actions={
            <Button size="sm" onPress={() => void list.refresh()}>
              Try again
            </Button>
          }
        >
          {staleError.message}
        </Banner>
      )}
      <Table<T>
        aria-label={label}
        columns={columns}
        rows={list.items}
        getRowId={(row) => row.id}
        sortMode="manual"
        phoneLayout="cards"
        {...(query === undefined
          ? {}
          : {
              sortDescriptor: {
                column: query.sort.field,
                direction: query.sort.direction === 'desc' ? 'descending' : 'ascending',
              },
              onSortChange: (descriptor) =>
                query.setSort({
                  field: String(descriptor.column),
                  direction: descriptor.direction === 'descending' ? 'desc' : 'asc',
                }),
            })}
        {...(selection === undefined ? {} : { selectionMode: 'multiple', ...selection })}
        {...(onOpen === undefined
          ? {}
          : {
              onRowAction: (key: Key) => {
                const row = rowsById.get(Number(key));
                if (row !== undefined) onOpen(row);
              },
            })}
        markedKeys={markedKeys}
        rowGroups={rowGroups}
        rowTone={rowTone}
        isLoading={list.isLoading}
        {...(pageSize === undefined ? {} : { loadingRowCount: pageSize })}
        rowCountLabel={(count) => `${count} of ${list.total ?? count} ${noun}`}
        emptyState={
          <EmptyState
            size={stateSize}
            title={emptyTitle}
            {...(emptyDescription === undefined ? {} : { description: emptyDescription })}
          />
        }
        {...(list.error === undefined || staleError !== undefined
          ? {}
          : {
              errorState: (
                <ErrorState
                  size={stateSize}
                  title={`The ${noun} could not be loaded.`}
                  description={list.error.message}
                  action={{ label: 'Try again', onPress: () => void list.refresh() }}
                />
              ),
            })}
      />
      {list.items.length > 0 ? (
        <LoadMore
          onLoadMore={() => void list.loadMore()}
          isLoading={list.isLoadingMore}
          hasMore={list.hasMore}
          label={`Load more ${noun}`}
          endLabel={`All ${list.total ?? list.items.length} ${noun} shown`}
        />
      ) : (
        list.isLoading &&
        pageSize !== undefined && (
          // A full page most likely has more: the button's place.
          <LoadMore
            className={reservedPlace}
            onLoadMore={() => undefined}
            label={`Load more ${noun}`}
          />
        )
      )}
    </div>
  );
}
