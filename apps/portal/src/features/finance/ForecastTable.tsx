import type { WholeList } from '@airtime/api-client';
import { EmptyState, ErrorState, Money, Table, type TableColumn } from '@airtime/design-system';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { href } from '../../app/paths.ts';
import { formatShortMonth } from '../months/months.ts';
import type { ForecastRow } from './aggregate.ts';

/** The forecast per brand: expected amount per month, then the totals; rows open the brand. */
export function ForecastTable({
  rows,
  months,
  source,
}: {
  readonly rows: readonly ForecastRow[];
  readonly months: readonly string[];
  readonly source: WholeList<unknown>;
}) {
  const navigate = useNavigate();
  const columns = useMemo<TableColumn<ForecastRow>[]>(
    () => [
      {
        id: 'name',
        label: 'Brand',
        value: (row) => row.name,
        allowsSorting: true,
        grow: true,
        width: 200,
      },
      ...months.map(
        (month): TableColumn<ForecastRow> => ({
          id: month,
          label: `Expected ${formatShortMonth(month)}`,
          value: (row) => row.months[month]?.expected ?? 0,
          cell: (row) => <Money value={row.months[month]?.expected ?? 0} />,
          allowsSorting: true,
          firstSortDirection: 'descending',
          numeric: true,
          width: 150,
        }),
      ),
      {
        id: 'expected',
        label: 'Expected',
        value: (row) => row.expected,
        cell: (row) => <Money value={row.expected} />,
        allowsSorting: true,
        firstSortDirection: 'descending',
        numeric: true,
        width: 130,
      },
      {
        id: 'booked',
        label: 'Booked',
        value: (row) => row.booked,
        cell: (row) => <Money value={row.booked} />,
        allowsSorting: true,
        firstSortDirection: 'descending',
        numeric: true,
        width: 130,
      },
      {
        id: 'events',
        label: 'Planned events',
        value: (row) => row.events,
        allowsSorting: true,
        firstSortDirection: 'descending',
        numeric: true,
        width: 130,
      },
    ],
    [months],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return (
    <Table<ForecastRow>
      aria-label="Forecast by brand"
      columns={columns}
      rows={rows}
      getRowId={(row) => row.id}
      pinFirstColumn
      defaultSortDescriptor={{ column: 'expected', direction: 'descending' }}
      onRowAction={(key) => {
        const row = byId.get(Number(key));
        if (row !== undefined) navigate(href('agency-brand-dashboard', { brandId: row.id }));
      }}
      isLoading={source.isLoading}
      rowCountLabel={(count) => `${count} brands`}
      emptyState={
        <EmptyState
          size="sm"
          title="No booked event is planned in these months."
          description="Book events for brands in Planning to see them forecast here."
        />
      }
      {...(source.error === undefined
        ? {}
        : {
            errorState: (
              <ErrorState
                size="sm"
                title="The planned events could not be loaded."
                description={source.error.message}
                action={{ label: 'Try again', onPress: () => void source.refresh() }}
              />
            ),
          })}
    />
  );
}
