import { NoCreatorState } from '../../areas/creatorApp/CreatorAppState.tsx';
import { useCreatorAppEvents } from '../../areas/creatorApp/useCreatorAppEvents.ts';
import { Page, PageHeader } from '../../features/page/PageHeader.tsx';
import { PaymentChainCard } from '../../features/payments/PaymentChainCard.tsx';
import { CreatorEarningsReport } from '../../features/reports/CreatorEarningsReport.tsx';

/**
 * /creator/payments: earnings by month, what is still to be billed, where each aired event's money
 * stands, and how the creator is paid.
 */
export function PaymentsPage() {
  const events = useCreatorAppEvents();
  return (
    <Page>
      <PageHeader
        title="Payments"
        description="What your aired events earned, what is billed next, and where payments go."
      />
      {events.hasNoCreator ? (
        <NoCreatorState />
      ) : (
        <CreatorEarningsReport
          events={events}
          paymentsOf={events.creator?.id ?? null}
          paymentChain={
            <PaymentChainCard creatorId={events.creator?.id ?? null} headingLevel={2} />
          }
          headingLevel={2}
        />
      )}
    </Page>
  );
}
