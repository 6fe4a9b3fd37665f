import { type SalesActivitySortField, useSalesActivity } from '@airtime/api-client';
import { Card, DateText, Money, Num, type TableColumn } from '@airtime/design-system';
import { SALES_METRIC_TITLES, type SalesActivity } from '@airtime/domain';
import { sortParam } from '../lists/listQueries.ts';
import { ResourceTable } from '../lists/ResourceTable.tsx';
import { useListQuery } from '../lists/useListQuery.ts';

const SORTS: readonly SalesActivitySortField[] = [
  'date',
  'creator',
  'metric',
  'value',
  'imported_at',
];

const COLUMNS: TableColumn<SalesActivity>[] = [
  {
    id: 'date',
    label: 'Day',
    value: (row) => row.date,
    cell: (row) => <DateText value={row.date} />,
    allowsSorting: true,
    firstSortDirection: 'descending',
    width: 130,
  },
  {
    id: 'creator',
    label: 'Creator or channel',
    value: (row) => row.creator,
    allowsSorting: true,
    grow: true,
  },
  {
    id: 'metric',
    label: 'Metric',
    value: (row) => SALES_METRIC_TITLES[row.metric],
    allowsSorting: true,
    width: 140,
  },
  {
    id: 'value',
    label: 'Value',
    value: (row) => row.value,
    // Revenue is money to the cent as imported; clicks and conversions are counts.
    cell: (row) =>
      row.metric === 'revenue' ? (
        <Money value={row.value} decimals={2} />
      ) : (
        <Num value={row.value} />
      ),
    numeric: true,
    allowsSorting: true,
    firstSortDirection: 'descending',
    width: 140,
  },
  {
    id: 'imported_at',
    label: 'Imported',
    value: (row) => row.imported_at,
    cell: (row) => <DateText value={row.imported_at} />,
    allowsSorting: true,
    firstSortDirection: 'descending',
    width: 130,
  },
];

/** A brand's sales activity imported from CSV files (the `activity-import` modal), newest day first. */
export function ImportedActivityTable({ brandId }: { readonly brandId: number }) {
  const query = useListQuery({ field: 'date', direction: 'desc' });
  const rows = useSalesActivity(brandId, { sort: sortParam(query.sort, SORTS, '-date') });
  return (
    <Card
      title="Imported sales activity"
      description="Clicks, conversions and revenue per day and creator, from the CSV files imported on Import Activity."
      headingLevel={2}
      padding="none"
    >
      <ResourceTable
        label="Imported sales activity"
        columns={COLUMNS}
        list={rows}
        query={query}
        noun="rows"
        emptyTitle="No sales activity imported yet."
        emptyDescription="Import a CSV of clicks, conversions or revenue on the Import Activity page."
      />
    </Card>
  );
}
