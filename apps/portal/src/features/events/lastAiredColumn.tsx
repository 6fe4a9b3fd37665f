import { DateText, type TableColumn } from '@airtime/design-system';

/**
 * When a row's events last aired, latest first once sorted: the brand reports' and the creator
 * tables' column (all sorted in the browser, so the id is in no URL).
 */
export const lastAiredColumn: TableColumn<{ readonly lastAired: string | null }> = {
  id: 'lastAired',
  label: 'Last aired',
  value: (row) => row.lastAired,
  cell: (row) => <DateText value={row.lastAired} />,
  allowsSorting: true,
  firstSortDirection: 'descending',
  width: 130,
};
