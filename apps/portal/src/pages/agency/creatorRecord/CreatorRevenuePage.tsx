import { Section } from '@airtime/design-system';
import { useCreatorEvents } from '../../../areas/agency/creatorRecord/useCreatorEvents.ts';
import { PaymentChainCard } from '../../../features/payments/PaymentChainCard.tsx';
import { CreatorEarningsReport } from '../../../features/reports/CreatorEarningsReport.tsx';

/** What the creator earned month by month from aired events' rates, and how it is paid. */
export function CreatorRevenuePage() {
  const { creatorId, events } = useCreatorEvents();
  return (
    <Section
      title="Revenue & Payouts"
      description="Earnings from aired events by month, what is still to be billed, where each event's payment stands, and where payouts go."
    >
      <CreatorEarningsReport
        events={events}
        paymentsOf={creatorId}
        paymentChain={<PaymentChainCard creatorId={creatorId} headingLevel={3} />}
        headingLevel={3}
      />
    </Section>
  );
}
