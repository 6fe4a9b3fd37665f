import { formatMonth, Money, Num, type TableColumn } from '@airtime/design-system';

// Table columns shared by the by-month reports: the month, counts, views and amounts.

export function monthColumn<T extends { readonly month: string }>(): TableColumn<T> {
  return {
    id: 'month',
    label: 'Month',
    value: (row) => row.month,
    cell: (row) => formatMonth(row.month),
    allowsSorting: true,
    firstSortDirection: 'descending',
    width: 110,
  };
}

export function countColumn<T>(
  id: string,
  label: string,
  read: (row: T) => number,
): TableColumn<T> {
  return {
    id,
    label,
    value: read,
    numeric: true,
    allowsSorting: true,
    firstSortDirection: 'descending',
    width: 120,
  };
}

export function viewsColumn<T>(read: (row: T) => number, label = 'Views'): TableColumn<T> {
  return { ...countColumn('views', label, read), cell: (row) => <Num value={read(row)} /> };
}

export function moneyColumn<T>(
  id: string,
  label: string,
  read: (row: T) => number | null,
): TableColumn<T> {
  return {
    id,
    label,
    value: read,
    cell: (row) => <Money value={read(row)} />,
    numeric: true,
    allowsSorting: true,
    firstSortDirection: 'descending',
    width: 140,
  };
}
