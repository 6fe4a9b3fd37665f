import { BarChart } from '@airtime/design-system';
import { type EventDateRange, summarizeEvents, summarizeGroups } from '@airtime/domain';
import { EventsTable } from '../events/EventsTable.tsx';
import { REPORT_EVENT_COLUMNS } from '../events/eventColumns.tsx';
import { sortParam } from '../lists/listQueries.ts';
import { BrandReportFrame } from './BrandReportFrame.tsx';
import { EventFiguresRow } from './EventFiguresRow.tsx';
import type { BrandReportProps, ReportBrand } from './reportBrand.ts';
import { useReportQuery } from './reportQuery.ts';
import { useBrandReportEventPages } from './useBrandReportEvents.ts';
import { useOpenCreator } from './useOpenCreator.ts';

/** The sorts both apps' event calls take. */
const SORTS = ['date', 'title', 'estimated_views', 'actual_views', 'rate'] as const;
const SERIES = [
  { key: 'views', label: 'Views' },
  { key: 'estimated', label: 'Estimated views' },
];

/** Reporting / Events: the brand's aired and planned events of a period, views against estimates. */
export function EventsReport({ brand, share }: BrandReportProps) {
  return (
    <BrandReportFrame
      brand={brand}
      share={share}
      title="Events"
      description="The brand's aired and planned events: views against the estimate, and what each cost."
      defaultPeriod="this-month"
    >
      {({ range, label, events }) => {
        const byCreator = summarizeGroups(events.items, (event) => event.creator?.name ?? 'Unknown')
          .filter((group) => group.aired > 0)
          .map((group) => ({
            creator: group.key,
            views: group.views,
            estimated: group.estimatedViews,
          }));
        return (
          <>
            <EventFiguresRow figures={summarizeEvents(events.items)} isLoading={events.isLoading} />
            <BarChart
              label={`Views vs estimate by creator, ${label}`}
              data={byCreator}
              x="creator"
              xLabel="Creator"
              series={SERIES}
              isLoading={events.isLoading}
              emptyMessage="Nothing aired for the brand in this period."
              errorMessage={events.error?.message}
            />
            <PeriodEvents brand={brand} range={range} label={label} />
          </>
        );
      }}
    </BrandReportFrame>
  );
}

/** Every event of the period, a page at a time, sorted by the server; a row opens its creator. */
function PeriodEvents({
  brand,
  range,
  label,
}: {
  readonly brand: ReportBrand;
  readonly range: EventDateRange;
  readonly label: string;
}) {
  const openCreator = useOpenCreator(brand.app);
  const query = useReportQuery(brand, { field: 'date', direction: 'asc' });
  const list = useBrandReportEventPages(brand, range, sortParam(query.sort, SORTS, 'date'));
  return (
    <EventsTable
      label={`Events, ${label}`}
      columns={REPORT_EVENT_COLUMNS}
      list={list}
      query={query}
      onOpen={(event) => openCreator(event.publisher_id)}
      emptyTitle="No events for the brand in this period."
      emptyDescription="Events booked for the brand appear here; try another period."
    />
  );
}
