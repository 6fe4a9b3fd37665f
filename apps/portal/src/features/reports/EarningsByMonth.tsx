import { Stack, type TableColumn } from '@airtime/design-system';
import type { Event, EventMonth } from '@airtime/domain';
import { ExportableTable } from '../export/ExportableTable.tsx';
import { CreatorMonthsChart } from './CreatorMonthsChart.tsx';
import { FIGURE_COLUMNS, moneyColumn, monthColumn } from './figureColumns.tsx';
import { useAiredMonths } from './useAiredMonths.ts';

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
  const months = useAiredMonths(events);
  return (
    <Stack>
      <CreatorMonthsChart
        figure="earnings"
        months={months}
        label={label}
        emptyMessage={emptyMessage}
      />
      <ExportableTable<EventMonth>
        noun="months"
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
