import type { WholeList } from '@airtime/api-client';
import { Money, type TableColumn } from '@airtime/design-system';
import type { ForecastRow } from '@airtime/domain';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { href } from '../../../app/paths.ts';
import { getListStates, SummaryTable } from '../../../features/lists/SummaryTable.tsx';
import { formatShortMonth } from '../../../features/months/months.ts';
import { eventsColumn, nameColumn } from './totalsColumns.tsx';

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
      nameColumn('Brand'),
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
      eventsColumn('Planned events'),
    ],
    [months],
  );
  return (
    <SummaryTable
      label="Forecast by brand"
      columns={columns}
      rows={rows}
      getRowId={(row) => row.id}
      pinFirstColumn
      defaultSort={{ column: 'expected', direction: 'descending' }}
      onRowAction={(key) => void navigate(href('agency-brand-dashboard', { brandId: Number(key) }))}
      {...getListStates(source)}
      errorTitle="The planned events could not be loaded."
      noun="brands"
      emptyTitle="No booked event is planned in these months."
      emptyDescription="Book events for brands in Planning to see them forecast here."
    />
  );
}
