import { Section } from '@airtime/design-system';
import { PayoutList } from '../../../areas/agency/finance/PayoutList.tsx';

/** Finance > Creator Payout: each creator's monthly payouts and their way to the creator. */
export function PayoutsPage() {
  return (
    <Section
      space="lg"
      title="Creator Payout"
      description="What each creator is paid for a month of aired, sponsored events, and how far each payout has gone."
    >
      <PayoutList />
    </Section>
  );
}
