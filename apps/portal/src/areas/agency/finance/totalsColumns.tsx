import { Money, type TableColumn } from '@airtime/design-system';
import type { RevenueTotals } from '@airtime/domain';

// The columns of every finance table whose rows sum events per brand or creator.

/** The brand or creator a row sums for; it takes the table's spare width. */
export function nameColumn<Row extends Pick<RevenueTotals, 'name'>>(
  label: string,
): TableColumn<Row> {
  return {
    id: 'name',
    label,
    value: (row) => row.name,
    allowsSorting: true,
    grow: true,
    width: 200,
  };
}

/** The row's amount in dollars, largest first when sorted. */
export function amountColumn<Row extends Pick<RevenueTotals, 'amount'>>(
  label: string,
): TableColumn<Row> {
  return {
    id: 'amount',
    label,
    value: (row) => row.amount,
    cell: (row) => <Money value={row.amount} />,
    allowsSorting: true,
    firstSortDirection: 'descending',
    numeric: true,
    width: 140,
  };
}

/** How many events the row sums, most first when sorted. */
export function eventsColumn<Row extends Pick<RevenueTotals, 'events'>>(
  label: string,
): TableColumn<Row> {
  return {
    id: 'events',
    label,
    value: (row) => row.events,
    allowsSorting: true,
    firstSortDirection: 'descending',
    numeric: true,
    width: 120,
  };
}
