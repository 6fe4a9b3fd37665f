import { Card } from '@airtime/design-system';
import { CreatorAppState } from '../../features/creator/CreatorAppState.tsx';
import { upcomingBilling } from '../../features/creator/creatorFigures.ts';
import { EarningsByMonth } from '../../features/creator/EarningsByMonth.tsx';
import { EarningsFigures } from '../../features/creator/EarningsFigures.tsx';
import { EventTable } from '../../features/creator/EventTable.tsx';
import { PaymentPreferences } from '../../features/creator/PaymentPreferences.tsx';
import { TruncatedNote } from '../../features/creator/TruncatedNote.tsx';
import { useCreatorAppEvents } from '../../features/creator/useCreatorAppEvents.ts';
import { useToday } from '../../features/creator/useToday.ts';
import { Page, PageHeader } from '../../features/page/PageHeader.tsx';

/** /creator/payments: earnings by month, how the creator is paid, and what is still to be billed. */
export function PaymentsPage() {
  const events = useCreatorAppEvents();
  const today = useToday();
  return (
    <Page>
      <PageHeader
        title="Payments"
        description="What your aired events earned, where payments go, and what is billed next."
      />
      <EarningsFigures events={events.items} today={today} isLoading={events.isLoading} />
      <CreatorAppState events={events} what="earnings">
        <TruncatedNote isTruncated={events.isTruncated} />
        <EarningsByMonth events={events.items} />
        <Card headingLevel={2} title="Upcoming billing" padding="none">
          <EventTable
            label="Upcoming billing"
            events={upcomingBilling(events.items, today)}
            columns={['title', 'brand', 'aired_date', 'billing_date', 'rate']}
            defaultSort={{ column: 'billing_date', direction: 'ascending' }}
            emptyTitle="Nothing waiting to be billed."
            emptyDescription="Aired events show here until their billing day."
          />
        </Card>
      </CreatorAppState>
      <Card headingLevel={2} title="Payment preferences" padding="none">
        <PaymentPreferences creatorId={events.creator?.id ?? null} />
      </Card>
    </Page>
  );
}
