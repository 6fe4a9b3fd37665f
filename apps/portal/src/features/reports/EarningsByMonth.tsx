import { BarChart, Stack, Table, type TableColumn } from '@airtime/design-system';
import { type Event, type EventMonth, summarizeCreatorMonths } from '@airtime/domain';
import { useMemo } from 'react';
import { FIGURE_COLUMNS, moneyColumn, monthColumn } from './figureColumns.tsx';

const COLUMNS: readonly TableColumn<EventMonth>[] = [
  monthColumn(),
  { ...FIGURE_COLUMNS.aired, label: 'Aired events' },
  FIGURE_COLUMNS.views,
  moneyColumn('earnings', 'Earnings', (row) => row.earnings),
];

/** Earnings per month from aired events' rates: a bar chart and the same figures as a table. */
export function EarningsByMonth({
  events,
  label = 'Earnings by month',
  emptyMessage = 'No aired events yet: earnings show here once events air.',
}: {
  readonly events: readonly Event[];
  readonly label?: string;
  readonly emptyMessage?: string;
}) {
  const months = useMemo(
    () => summarizeCreatorMonths(events).filter((month) => month.aired > 0),
    [events],
  );
  return (
    <Stack>
      <BarChart
        label={label}
        data={months}
        x="month"
        xLabel="Month"
        xFormat="month"
        series={[{ key: 'earnings', label: 'Earnings' }]}
        valueFormat="money"
        emptyMessage={emptyMessage}
      />
      <Table<EventMonth>
        aria-label={`${label}, by month`}
        columns={COLUMNS}
        rows={months}
        getRowId={(row) => row.month}
        defaultSortDescriptor={{ column: 'month', direction: 'descending' }}
        rowCountLabel={(count) => `${count} ${count === 1 ? 'month' : 'months'}`}
        emptyState={emptyMessage}
        maxHeight={400}
      />
    </Stack>
  );
}
