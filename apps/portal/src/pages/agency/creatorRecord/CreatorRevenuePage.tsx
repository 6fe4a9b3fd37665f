import { useAllEvents } from '@airtime/api-client';
import { Card } from '@airtime/design-system';
import { DataState } from '../../../features/lists/DataState.tsx';
import { useToday } from '../../../features/months/useToday.ts';
import { useIdParam } from '../../../features/navigation/useIdParam.ts';
import { Section, SectionHeader } from '../../../features/page/SectionHeader.tsx';
import { PaymentPreferences } from '../../../features/paymentPreferences/PaymentPreferences.tsx';
import * as styles from '../../../features/reports/creatorReports.css.ts';
import { EarningsByMonth } from '../../../features/reports/EarningsByMonth.tsx';
import { EarningsFigures } from '../../../features/reports/EarningsFigures.tsx';
import { TruncatedNote } from '../../../features/reports/TruncatedNote.tsx';

/** What the creator earned month by month from aired events' rates, and how it is paid. */
export function CreatorRevenuePage() {
  const creatorId = useIdParam('creatorId');
  const events = useAllEvents(creatorId === null ? null : { creatorId });
  const today = useToday();
  return (
    <Section>
      <SectionHeader
        title="Revenue & Payouts"
        description="Earnings from aired events by month, and where payouts go."
      />
      <EarningsFigures events={events.items} today={today} isLoading={events.isLoading} />
      <DataState
        isLoading={events.isLoading}
        error={events.error}
        onRetry={() => void events.refresh()}
        what="earnings"
      >
        <div className={styles.section}>
          <TruncatedNote isTruncated={events.isTruncated} />
          <EarningsByMonth events={events.items} />
        </div>
      </DataState>
      <Card headingLevel={3} title="Payment preferences" padding="none">
        <PaymentPreferences creatorId={creatorId} />
      </Card>
    </Section>
  );
}
