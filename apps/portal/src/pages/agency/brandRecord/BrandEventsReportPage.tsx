import { type EventSortField, useEvents, useWholeList } from '@airtime/api-client';
import { BarChart } from '@airtime/design-system';
import * as styles from '../../../areas/agency/brandRecord/brand.css.ts';
import { EventsTable } from '../../../areas/agency/brandRecord/EventsTable.tsx';
import { useBrandId } from '../../../areas/agency/brandRecord/useBrandId.ts';
import { summarizeEvents, summarizeGroups } from '../../../features/events/eventFigures.ts';
import { sortParam } from '../../../features/lists/listQueries.ts';
import { useListQuery } from '../../../features/lists/useListQuery.ts';
import { MonthPicker } from '../../../features/months/MonthPicker.tsx';
import { formatLongMonth } from '../../../features/months/months.ts';
import { useMonthFilter } from '../../../features/months/useMonthFilter.ts';
import { Page, PageHeader } from '../../../features/page/PageHeader.tsx';
import { EventFiguresRow } from '../../../features/reports/EventFiguresRow.tsx';

const SORTS: readonly EventSortField[] = [
  'date',
  'title',
  'estimated_views',
  'actual_views',
  'rate',
];
const SERIES = [
  { key: 'views', label: 'Views' },
  { key: 'estimated', label: 'Estimated views' },
];

/** Reporting / Events: the brand's aired and planned events of a month, views against estimates. */
export function BrandEventsReportPage() {
  const brandId = useBrandId();
  const query = useListQuery({ field: 'date', direction: 'asc' });
  const { month, setMonth } = useMonthFilter();
  const events = useEvents({
    brand_id: brandId,
    month,
    sort: sortParam(query.sort, SORTS, 'date'),
  });
  // The month's figures need all of its events, whatever the table has loaded.
  const whole = useEvents({ brand_id: brandId, month, per_page: 100 });
  const wholeState = useWholeList(whole, 20);
  const figures = summarizeEvents(whole.items);
  const byCreator = summarizeGroups(whole.items, (event) => event.creator?.name ?? 'Unknown')
    .filter((group) => group.aired > 0)
    .map((group) => ({ creator: group.key, views: group.views, estimated: group.estimatedViews }));

  return (
    <Page>
      <PageHeader
        title="Events"
        description="The brand's aired and planned events month by month: views against the estimate, and what each cost."
      />
      <div className={styles.toolbar}>
        <MonthPicker month={month} onChange={setMonth} label="Events month" />
      </div>
      <EventFiguresRow figures={figures} isLoading={wholeState.isLoading} />
      <BarChart
        label={`Views vs estimate by creator, ${formatLongMonth(month)}`}
        data={byCreator}
        x="creator"
        xLabel="Creator"
        series={SERIES}
        isLoading={wholeState.isLoading}
        emptyMessage="Nothing aired for the brand this month."
        errorMessage={whole.error?.message}
      />
      <EventsTable
        label={`Events of ${formatLongMonth(month)}`}
        list={events}
        query={query}
        emptyTitle="No events for the brand this month."
        emptyDescription="Pick another month, or book events for the brand in planning."
      />
    </Page>
  );
}
