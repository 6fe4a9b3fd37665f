import { BarChart, Card, Stat, type TableColumn } from '@airtime/design-system';
import {
  getMonthStart,
  isAired,
  isBooked,
  type ProjectionMonth,
  summarizeProjections,
} from '@airtime/domain';
import { useMemo } from 'react';
import { CreatorAppState } from '../../areas/creatorApp/CreatorAppState.tsx';
import { useCreatorAppEvents } from '../../areas/creatorApp/useCreatorAppEvents.ts';
import { EventsTable } from '../../features/events/EventsTable.tsx';
import { ExportableTable } from '../../features/export/ExportableTable.tsx';
import { useShellModals } from '../../features/modals/shellModals.ts';
import { useToday } from '../../features/months/useToday.ts';
import { Figures, Page, PageHeader } from '../../features/page/PageHeader.tsx';
import { countColumn, moneyColumn, monthColumn } from '../../features/reports/figureColumns.tsx';

const COLUMNS: readonly TableColumn<ProjectionMonth>[] = [
  { ...monthColumn<ProjectionMonth>(), firstSortDirection: 'ascending' },
  countColumn('events', 'Planned events', (row) => row.events),
  moneyColumn('booked', 'Booked', (row) => row.booked),
  moneyColumn('expected', 'Expected', (row) => row.expected),
];

const SERIES = [
  { key: 'booked', label: 'Booked' },
  { key: 'expected', label: 'Expected' },
];

/**
 * /creator/projections: planned, booked events by month, each rate weighted by how likely the
 * event is to air (the domain's projection weights).
 */
export function ProjectionsPage() {
  const modals = useShellModals();
  const events = useCreatorAppEvents();
  const thisMonth = getMonthStart(useToday());
  // A forecast looks ahead: events planned for earlier months and never aired are left out.
  const planned = useMemo(
    () =>
      events.items.filter(
        (event) =>
          !isAired(event) &&
          isBooked(event) &&
          event.planned_date !== null &&
          event.planned_date >= thisMonth,
      ),
    [events.items, thisMonth],
  );
  const months = useMemo(() => summarizeProjections(planned), [planned]);
  const booked = months.reduce((sum, month) => sum + month.booked, 0);
  const expected = months.reduce((sum, month) => sum + month.expected, 0);
  return (
    <Page>
      <PageHeader
        title="Projections"
        description="What your events planned from this month on should earn, weighted by how likely each is to air."
      />
      <Figures>
        <Stat label="Planned events" value={planned.length} isLoading={events.isLoading} />
        <Stat label="Booked" value={booked} format="money" isLoading={events.isLoading} />
        <Stat label="Expected" value={expected} format="money" isLoading={events.isLoading} />
      </Figures>
      <CreatorAppState events={events} what="projections">
        <BarChart
          label="Booked and expected earnings by month"
          data={months}
          x="month"
          xLabel="Month"
          xFormat="month"
          series={SERIES}
          valueFormat="money"
          emptyMessage="No planned events booked yet: projections show here once brands book them."
        />
        <ExportableTable<ProjectionMonth>
          noun="months"
          aria-label="Projections by month"
          columns={COLUMNS}
          rows={months}
          getRowId={(row) => row.month}
          defaultSortDescriptor={{ column: 'month', direction: 'ascending' }}
          rowCountLabel={(count) => `${count} ${count === 1 ? 'month' : 'months'}`}
          emptyState="No planned events booked yet."
          maxHeight={400}
        />
        <Card headingLevel={2} title="Planned events" padding="none">
          <EventsTable
            label="Planned events"
            onOpen={(event) => modals.open('performance', { eventId: event.id })}
            events={planned}
            columns={['title', 'brand', 'planned_date', 'projection', 'rate', 'expected']}
            defaultSort={{ column: 'planned_date', direction: 'ascending' }}
            maxHeight={480}
            emptyTitle="No planned events booked yet."
            emptyDescription="Events booked by brands show here until they air."
          />
        </Card>
      </CreatorAppState>
    </Page>
  );
}
