import { Card } from '@airtime/design-system';
import { CreatorAppState } from '../../../features/creator/CreatorAppState.tsx';
import { CreatorBrandFrame } from '../../../features/creator/CreatorBrandFrame.tsx';
import { upcomingBilling } from '../../../features/creator/creatorFigures.ts';
import { EarningsByMonth } from '../../../features/creator/EarningsByMonth.tsx';
import { EarningsFigures } from '../../../features/creator/EarningsFigures.tsx';
import { EventTable } from '../../../features/creator/EventTable.tsx';
import { TruncatedNote } from '../../../features/creator/TruncatedNote.tsx';
import { useCreatorAppEvents } from '../../../features/creator/useCreatorAppEvents.ts';
import { useIdParam } from '../../../features/creator/useIdParam.ts';
import { useToday } from '../../../features/creator/useToday.ts';
import { Page } from '../../../features/page/PageHeader.tsx';

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
                <EventTable
                  label={`Upcoming billing for ${brand.name}`}
                  events={upcomingBilling(events.items, today)}
                  columns={['title', 'aired_date', 'billing_date', 'rate']}
                  defaultSort={{ column: 'billing_date', direction: 'ascending' }}
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
