import { Money, Num, type TableColumn } from '@airtime/design-system';
import type { GroupTotals } from './reportTotals.ts';

// Columns of the reports' per-creator and per-channel totals (reportTotals' GroupTotals). The
// tables sort the whole period's rows themselves.

type Column = TableColumn<GroupTotals>;

const money = (id: keyof GroupTotals, label: string, decimals = 0): Column => ({
  id,
  label,
  value: (row) => row[id] as number | null,
  cell: (row) => <Money value={row[id] as number | null} decimals={decimals} />,
  numeric: true,
  allowsSorting: true,
  firstSortDirection: 'descending',
  width: 120,
});

const count = (id: keyof GroupTotals, label: string, compact = false): Column => ({
  id,
  label,
  value: (row) => row[id] as number | null,
  cell: (row) => <Num value={row[id] as number | null} compact={compact} />,
  numeric: true,
  allowsSorting: true,
  firstSortDirection: 'descending',
  width: 110,
});

/** The group's name, naming each row: 'Creator' or 'Channel'. */
export function nameColumn(label: string): Column {
  return {
    id: 'name',
    label,
    value: (row) => row.name,
    allowsSorting: true,
    width: 220,
    grow: true,
  };
}

export const totalsColumns = {
  events: count('events', 'Events'),
  aired: count('aired', 'Aired'),
  spend: money('spend', 'Spend'),
  views: count('views', 'Views', true),
  clicks: count('clicks', 'Clicks'),
  conversions: count('conversions', 'Conversions'),
  revenue: money('revenue', 'Revenue'),
  cpm: money('cpm', 'CPM', 2),
  costPerConversion: money('costPerConversion', 'Cost per conversion', 2),
  roas: {
    id: 'roas',
    label: 'ROAS',
    value: (row) => row.roas,
    cell: (row) => (row.roas === null ? '—' : `${row.roas.toFixed(2)}×`),
    numeric: true,
    allowsSorting: true,
    firstSortDirection: 'descending',
    width: 100,
  } satisfies Column,
} as const;
