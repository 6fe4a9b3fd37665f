import {
  DateText,
  EMPTY_VALUE,
  formatMonth,
  formatPercent,
  Money,
  Num,
  type TableColumn,
} from '@airtime/design-system';
import type { EventTotals } from '@airtime/domain';

// The reports' figure columns, one set for every table whose rows add up events: a row per
// creator, channel, campaign, brand or month. Each table picks its columns, and may rename one
// ('Earnings' for a creator's spend). The tables sort their rows themselves: ids are in no URL.

/** A count or a number of views, largest first once sorted. */
export function countColumn<T>(
  id: string,
  label: string,
  read: (row: T) => number | null,
): TableColumn<T> {
  return {
    id,
    label,
    value: read,
    cell: (row) => <Num value={read(row)} />,
    numeric: true,
    allowsSorting: true,
    firstSortDirection: 'descending',
    width: 120,
  };
}

/** An amount in whole dollars (or cents with `decimals`), largest first once sorted. */
export function moneyColumn<T>(
  id: string,
  label: string,
  read: (row: T) => number | null,
  decimals = 0,
): TableColumn<T> {
  return {
    id,
    label,
    value: read,
    cell: (row) => <Money value={read(row)} decimals={decimals} />,
    numeric: true,
    allowsSorting: true,
    firstSortDirection: 'descending',
    width: 130,
  };
}

/** A cost per unit (CPM, cost per conversion): cheapest first once sorted. */
function costColumn<T>(id: string, label: string, read: (row: T) => number | null) {
  return { ...moneyColumn(id, label, read, 2), firstSortDirection: 'ascending' as const };
}

/** The month of a by-month row ('yyyy-MM-dd', its first day), latest first once sorted. */
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

/** The name of a row's creator, channel or brand, naming the row: 'Creator', 'Channel'. */
export function nameColumn<T extends { readonly name: string }>(label: string): TableColumn<T> {
  return {
    id: 'name',
    label,
    value: (row) => row.name,
    allowsSorting: true,
    width: 220,
    grow: true,
  };
}

/** What a row of events adds up to (reportTotals' EventTotals), and when one last aired. */
type Figures = EventTotals & { readonly lastAired: string | null };
/** A column reads only its own figure, so rows that have just that one can use it too. */
type Row<K extends keyof Figures> = Pick<Figures, K>;

/** Every figure column; a table picks the ones it shows. */
export const FIGURE_COLUMNS = {
  events: countColumn<Row<'events'>>('events', 'Events', (row) => row.events),
  aired: countColumn<Row<'aired'>>('aired', 'Aired', (row) => row.aired),
  views: countColumn<Row<'views'>>('views', 'Views', (row) => row.views),
  estimatedViews: countColumn<Row<'estimatedViews'>>(
    'estimatedViews',
    'Est. views',
    (row) => row.estimatedViews,
  ),
  delivery: {
    id: 'delivery',
    label: 'Views vs est.',
    value: (row) => row.delivery,
    cell: (row) => (row.delivery === null ? EMPTY_VALUE : formatPercent(row.delivery)),
    numeric: true,
    allowsSorting: true,
    firstSortDirection: 'descending',
    width: 130,
  } satisfies TableColumn<Row<'delivery'>>,
  spend: moneyColumn<Row<'spend'>>('spend', 'Spend', (row) => row.spend),
  averageRate: moneyColumn<Row<'averageRate'>>(
    'averageRate',
    'Average rate',
    (row) => row.averageRate,
  ),
  cpm: costColumn<Row<'cpm'>>('cpm', 'CPM', (row) => row.cpm),
  clicks: countColumn<Row<'clicks'>>('clicks', 'Clicks', (row) => row.clicks),
  conversions: countColumn<Row<'conversions'>>(
    'conversions',
    'Conversions',
    (row) => row.conversions,
  ),
  costPerConversion: costColumn<Row<'costPerConversion'>>(
    'costPerConversion',
    'Cost per conversion',
    (row) => row.costPerConversion,
  ),
  revenue: moneyColumn<Row<'revenue'>>('revenue', 'Revenue', (row) => row.revenue),
  roas: {
    id: 'roas',
    label: 'ROAS',
    value: (row) => row.roas,
    cell: (row) => (row.roas === null ? EMPTY_VALUE : `${row.roas.toFixed(2)}×`),
    numeric: true,
    allowsSorting: true,
    firstSortDirection: 'descending',
    width: 100,
  } satisfies TableColumn<Row<'roas'>>,
  lastAired: {
    id: 'lastAired',
    label: 'Last aired',
    value: (row) => row.lastAired,
    cell: (row) => <DateText value={row.lastAired} />,
    allowsSorting: true,
    firstSortDirection: 'descending',
    width: 130,
  } satisfies TableColumn<Row<'lastAired'>>,
};
