import { Card } from '@airtime/design-system';
import { CreatorAppState } from '../../areas/creatorApp/CreatorAppState.tsx';
import { useCreatorAppEvents } from '../../areas/creatorApp/useCreatorAppEvents.ts';
import { EventsTable } from '../../features/events/EventsTable.tsx';
import { useToday } from '../../features/months/useToday.ts';
import { Page, PageHeader } from '../../features/page/PageHeader.tsx';
import { PaymentPreferences } from '../../features/paymentPreferences/PaymentPreferences.tsx';
import { upcomingBilling } from '../../features/reports/creatorFigures.ts';
import { EarningsByMonth } from '../../features/reports/EarningsByMonth.tsx';
import { EarningsFigures } from '../../features/reports/EarningsFigures.tsx';
import { TruncatedNote } from '../../features/reports/TruncatedNote.tsx';

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
          <EventsTable
            label="Upcoming billing"
            events={upcomingBilling(events.items, today)}
            columns={['title', 'brand', 'aired_date', 'billing_date', 'rate']}
            defaultSort={{ column: 'billing_date', direction: 'ascending' }}
            maxHeight={480}
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
