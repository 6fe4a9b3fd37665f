import { useCreator } from '@airtime/api-client';
import { StackedBarChart, type TableColumn } from '@airtime/design-system';
import { type EventMonth, summarizeCreatorMonths } from '@airtime/domain';
import { useMemo } from 'react';
import { CreatorReport } from '../../../areas/agency/creatorRecord/CreatorReport.tsx';
import { useCreatorEvents } from '../../../areas/agency/creatorRecord/useCreatorEvents.ts';
import { ExportableTable } from '../../../features/export/ExportableTable.tsx';
import { countColumn, monthColumn } from '../../../features/reports/figureColumns.tsx';
import { productionStatusTone } from '../../../features/status/productionBadges.ts';

const COLUMNS: readonly TableColumn<EventMonth>[] = [
  monthColumn(),
  countColumn('events', 'Events', (row) => row.events),
  countColumn('aired', 'Aired', (row) => row.aired),
  countColumn('planned', 'Planned', (row) => row.planned),
  countColumn('booked', 'Booked', (row) => row.booked),
  countColumn('open', 'Open inventory', (row) => row.open),
];

const SERIES = [
  // Aired is a production status: it takes the colour of its badge.
  { key: 'aired', label: 'Aired', tone: productionStatusTone('aired') },
  { key: 'booked', label: 'Planned, booked' },
  { key: 'open', label: 'Planned, open' },
];

/** The creator's events by month: aired, and planned ones booked for a brand or still open. */
export function CreatorEventsReportPage() {
  const { creatorId, events } = useCreatorEvents();
  // The layout has read the creator already: its name names the file.
  const creator = useCreator(creatorId);
  const months = useMemo(() => summarizeCreatorMonths(events.items), [events.items]);
  return (
    <CreatorReport
      title="Events & Inventory"
      description="Events per month: what aired, what is booked, and inventory still open."
      events={events}
      what="events"
    >
      <StackedBarChart
        label="Events by month"
        data={months}
        x="month"
        xLabel="Month"
        xFormat="month"
        series={SERIES}
        emptyMessage="No events for this creator yet: they show here once planned."
      />
      <ExportableTable<EventMonth>
        noun="months"
        exportName={{ what: [creator.data?.name ?? '', 'events by month'] }}
        aria-label="Events and inventory by month"
        columns={COLUMNS}
        rows={months}
        getRowId={(row) => row.month}
        defaultSortDescriptor={{ column: 'month', direction: 'descending' }}
        rowCountLabel={(count) => `${count} ${count === 1 ? 'month' : 'months'}`}
        emptyState="No events for this creator yet: they show here once planned."
        maxHeight={480}
      />
    </CreatorReport>
  );
}
