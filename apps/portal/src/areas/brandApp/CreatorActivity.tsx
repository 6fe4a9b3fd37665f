import { BarChart, formatMonth, Section } from '@airtime/design-system';
import { summarizeTotalsByDay } from '@airtime/domain';
import { EventsTable } from '../../features/events/EventsTable.tsx';
import type { EventColumnId } from '../../features/events/eventColumns.tsx';
import { MonthPicker } from '../../features/months/MonthPicker.tsx';
import { monthStart } from '../../features/months/months.ts';
import { useMonthFilter } from '../../features/months/useMonthFilter.ts';
import { usePeriodEvents } from './usePeriodEvents.ts';

/** One creator's events for the brand: the creator goes without saying. */
const CREATOR_EVENT_COLUMNS: readonly EventColumnId[] = [
  'title',
  'date',
  'channel',
  'status',
  'rate',
  'actual_views',
  'estimated_views',
];

const SERIES = [
  { key: 'views', label: 'Views' },
  { key: 'estimatedViews', label: 'Estimated views' },
];

/** A creator's events for the brand, month by month: views per day, then the events. */
export function CreatorActivity({
  brandId,
  creatorId,
}: {
  readonly brandId: number;
  readonly creatorId: number;
}) {
  const { month, setMonth } = useMonthFilter();
  const events = usePeriodEvents(brandId, { month, creatorId });
  const days = summarizeTotalsByDay(events.items, month)
    .filter((day) => day.events > 0)
    .map((day) => ({
      day: day.day,
      views: day.views,
      // Aired or not, what the day's events were expected to reach.
      estimatedViews: day.estimatedViews + day.plannedViews,
    }));
  const label = formatMonth(monthStart(month));
  return (
    <Section
      title={`Channel activity in ${label}`}
      actions={<MonthPicker month={month} onChange={setMonth} numeric />}
    >
      <BarChart
        label={`Views per event day in ${label}`}
        data={days}
        x="day"
        xLabel="Day"
        xFormat="date"
        series={SERIES}
        valueFormat="number"
        isLoading={events.isLoading}
        emptyMessage="No events with this creator this month."
        {...(events.error === undefined ? {} : { errorMessage: events.error.message })}
      />
      <EventsTable
        label={`Events in ${label}`}
        columns={CREATOR_EVENT_COLUMNS}
        events={events.items}
        defaultSort={{ column: 'date', direction: 'ascending' }}
        isLoading={events.isLoading}
        error={events.error}
        onRetry={() => void events.refresh()}
        emptyTitle="No events with this creator this month."
        emptyDescription="Try another month: events appear here as they are booked."
      />
    </Section>
  );
}
