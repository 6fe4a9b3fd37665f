import { Money, Num, type TableColumn } from '@airtime/design-system';
import { formatLongMonth } from '../../../features/months/months.ts';

/** What an invoice and a payout both have: a month's period, its amount and its events. */
interface PeriodRecord {
  readonly period_start: string;
  readonly amount: number;
  readonly events_count: number;
}

/** The Period, Amount and Events columns the invoice and payout lists share. */
export function periodColumns<T extends PeriodRecord>(): TableColumn<T>[] {
  return [
    {
      id: 'period_start',
      label: 'Period',
      value: (row) => row.period_start,
      cell: (row) => formatLongMonth(row.period_start.slice(0, 7)),
      allowsSorting: true,
      firstSortDirection: 'descending',
      width: 150,
    },
    {
      id: 'amount',
      label: 'Amount',
      value: (row) => row.amount,
      cell: (row) => <Money value={row.amount} />,
      numeric: true,
      allowsSorting: true,
      firstSortDirection: 'descending',
      width: 120,
    },
    {
      id: 'events',
      label: 'Events',
      value: (row) => row.events_count,
      cell: (row) => <Num value={row.events_count} />,
      numeric: true,
      width: 90,
    },
  ];
}
