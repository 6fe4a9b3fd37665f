import { useAllEvents } from '@airtime/api-client';
import { useIdParam } from '../../../features/navigation/useIdParam.ts';
import { Section, SectionHeader } from '../../../features/page/SectionHeader.tsx';
import { CreatorEarningsReport } from '../../../features/reports/CreatorEarningsReport.tsx';

/** What the creator earned month by month from aired events' rates, and how it is paid. */
export function CreatorRevenuePage() {
  const creatorId = useIdParam('creatorId');
  const events = useAllEvents(creatorId === null ? null : { creatorId });
  return (
    <Section>
      <SectionHeader
        title="Revenue & Payouts"
        description="Earnings from aired events by month, what is still to be billed, and where payouts go."
      />
      <CreatorEarningsReport events={events} paymentsOf={creatorId} headingLevel={3} />
    </Section>
  );
}
