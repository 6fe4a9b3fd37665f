import { type BrandEventSort, useBrandEvents } from '@airtime/api-client';
import { Stat } from '@airtime/design-system';
import { useNavigate } from 'react-router';
import { href } from '../../app/paths.ts';
import { EventsTable } from '../events/EventsTable.tsx';
import type { EventColumnId } from '../events/eventColumns.tsx';
import { useListQuery } from '../lists/useListQuery.ts';
import { Figures } from '../page/PageHeader.tsx';
import { ReportMonth } from './ReportMonth.tsx';
import { totalEvents } from './reportTotals.ts';

const SORTS: readonly string[] = ['date', 'title', 'rate', 'actual_views', 'estimated_views'];

const COLUMNS: readonly EventColumnId[] = [
  'title',
  'date',
  'creator',
  'channel',
  'status',
  'rate',
  'actual_views',
  'estimated_views',
];

function isSort(value: string): value is BrandEventSort {
  return SORTS.includes(value.replace(/^-/, ''));
}

/** Reporting's Events tab: the month's totals, then every event, sorted on the server. */
export function EventsReport({ brandId }: { readonly brandId: number }) {
  return (
    <ReportMonth brandId={brandId} title="Events">
      {({ month, label, events }) => {
        const totals = totalEvents(events.items);
        const loading = events.isLoading;
        return (
          <>
            <Figures>
              <Stat label="Events" value={totals.events} isLoading={loading} />
              <Stat label="Aired" value={totals.aired} isLoading={loading} />
              <Stat label="Spend" value={totals.spend} format="money" compact isLoading={loading} />
              <Stat label="Views" value={totals.views} compact isLoading={loading} />
              <Stat
                label="CPM"
                value={totals.cpm}
                format="money"
                decimals={2}
                isLoading={loading}
              />
            </Figures>
            <MonthEventList brandId={brandId} month={month} label={label} />
          </>
        );
      }}
    </ReportMonth>
  );
}

function MonthEventList({
  brandId,
  month,
  label,
}: {
  readonly brandId: number;
  readonly month: string;
  readonly label: string;
}) {
  const navigate = useNavigate();
  const query = useListQuery({ field: 'date', direction: 'asc' });
  const list = useBrandEvents(
    { month },
    { brand_id: [brandId], sort: isSort(query.apiSort) ? query.apiSort : 'date' },
  );
  return (
    <EventsTable
      label={`Events, ${label}`}
      columns={COLUMNS}
      list={list}
      query={query}
      onOpen={(event) => void navigate(href('brand-creator', { creatorId: event.publisher_id }))}
      emptyTitle="No events this month."
      emptyDescription="Events booked for your brand appear here; try another month."
    />
  );
}
