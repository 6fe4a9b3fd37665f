import { Card } from '@airtime/design-system';
import { CreatorAppState } from '../../../areas/creatorApp/CreatorAppState.tsx';
import { CreatorBrandFrame } from '../../../areas/creatorApp/CreatorBrandFrame.tsx';
import { useCreatorAppEvents } from '../../../areas/creatorApp/useCreatorAppEvents.ts';
import { EventsTable } from '../../../features/events/EventsTable.tsx';
import { useToday } from '../../../features/months/useToday.ts';
import { useIdParam } from '../../../features/navigation/useIdParam.ts';
import { Page } from '../../../features/page/PageHeader.tsx';
import { upcomingBilling } from '../../../features/reports/creatorFigures.ts';
import { EarningsByMonth } from '../../../features/reports/EarningsByMonth.tsx';
import { EarningsFigures } from '../../../features/reports/EarningsFigures.tsx';
import { TruncatedNote } from '../../../features/reports/TruncatedNote.tsx';

/** /creator/brand/:brandId/payments: what that brand's aired events earned, and billing to come. */
export function CreatorBrandPaymentsPage() {
  const brandId = useIdParam('brandId');
  const events = useCreatorAppEvents(brandId);
  const today = useToday();
  return (
    <Page>
      <CreatorBrandFrame brandId={brandId}>
        {(brand) => (
          <>
            <EarningsFigures events={events.items} today={today} isLoading={events.isLoading} />
            <CreatorAppState events={events} what="earnings">
              <TruncatedNote isTruncated={events.isTruncated} />
              <EarningsByMonth
                events={events.items}
                label={`Earnings from ${brand.name} by month`}
                emptyMessage="No event with this brand has aired yet."
              />
              <Card headingLevel={2} title="Upcoming billing" padding="none">
                <EventsTable
                  label={`Upcoming billing for ${brand.name}`}
                  events={upcomingBilling(events.items, today)}
                  columns={['title', 'aired_date', 'billing_date', 'rate']}
                  defaultSort={{ column: 'billing_date', direction: 'ascending' }}
                  maxHeight={480}
                  emptyTitle="Nothing from this brand waiting to be billed."
                  emptyDescription="Aired events show here until their billing day."
                />
              </Card>
            </CreatorAppState>
          </>
        )}
      </CreatorBrandFrame>
    </Page>
  );
}
