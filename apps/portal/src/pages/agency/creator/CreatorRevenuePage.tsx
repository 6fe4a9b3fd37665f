import { useAllEvents } from '@airtime/api-client';
import { Card } from '@airtime/design-system';
import * as styles from '../../../features/creator/creator.css.ts';
import { DataState } from '../../../features/creator/DataState.tsx';
import { EarningsByMonth } from '../../../features/creator/EarningsByMonth.tsx';
import { EarningsFigures } from '../../../features/creator/EarningsFigures.tsx';
import { PaymentPreferences } from '../../../features/creator/PaymentPreferences.tsx';
import { TruncatedNote } from '../../../features/creator/TruncatedNote.tsx';
import { useIdParam } from '../../../features/creator/useIdParam.ts';
import { useToday } from '../../../features/creator/useToday.ts';
import { Section, SectionHeader } from '../../../features/page/SectionHeader.tsx';

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
