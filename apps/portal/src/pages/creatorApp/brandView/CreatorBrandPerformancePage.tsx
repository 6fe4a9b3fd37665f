import { summarizeEvents } from '@airtime/domain';
import { useMemo } from 'react';
import { CreatorAppState } from '../../../areas/creatorApp/CreatorAppState.tsx';
import { CreatorBrandFrame } from '../../../areas/creatorApp/CreatorBrandFrame.tsx';
import { useCreatorAppEvents } from '../../../areas/creatorApp/useCreatorAppEvents.ts';
import { EventFigureStats } from '../../../features/events/EventFigureStats.tsx';
import { EventsTable } from '../../../features/events/EventsTable.tsx';
import { useShellModals } from '../../../features/modals/shellModals.ts';
import { useIdParam } from '../../../features/navigation/useIdParam.ts';
import { CreatorMonthsChart } from '../../../features/reports/CreatorMonthsChart.tsx';
import { useAiredMonths } from '../../../features/reports/useAiredMonths.ts';

/**
 * /creator/brand/:brandId: the selected creator's events with that brand, views and rates; an
 * event opens its figures (`performance`).
 */
export function CreatorBrandPerformancePage() {
  const brandId = useIdParam('brandId');
  const modals = useShellModals();
  const events = useCreatorAppEvents(brandId);
  const totals = useMemo(() => summarizeEvents(events.items), [events.items]);
  const months = useAiredMonths(events.items);
  return (
    <CreatorBrandFrame brandId={brandId}>
      {(brand) => (
        <>
          <EventFigureStats
            figures={totals}
            show={['events', 'aired', 'views', 'averageRate']}
            isLoading={events.isLoading}
          />
          <CreatorAppState events={events}>
            <CreatorMonthsChart
              figure="views"
              months={months}
              label={`Views of ${brand.name} events by month`}
              emptyMessage="No event with this brand has aired yet."
            />
            <EventsTable
              onOpen={(event) => modals.open('performance', { eventId: event.id })}
              label={`Events with ${brand.name}`}
              events={events.items}
              columns={['title', 'channel', 'planned_date', 'aired_date', 'actual_views', 'rate']}
              defaultSort={{ column: 'planned_date', direction: 'descending' }}
              maxHeight={480}
              emptyTitle="No events with this brand yet."
              emptyDescription="Events the brand books with you show here."
            />
          </CreatorAppState>
        </>
      )}
    </CreatorBrandFrame>
  );
}
