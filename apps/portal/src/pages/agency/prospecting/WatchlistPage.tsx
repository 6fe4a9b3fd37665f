import { Section } from '@airtime/design-system';
import { ProspectStageList } from '../../../areas/agency/prospecting/ProspectStageList.tsx';

// Watchlist = creators whose conversion process is 'to-reconnect': the fake has no watch flag, this is the on-hold stage.
/** Prospecting > Watchlist. */
export function WatchlistPage() {
  return (
    <Section
      space="lg"
      title="Watchlist"
      description="Prospects whose conversion is on hold until the agency reconnects with them (to reconnect)."
    >
      <ProspectStageList
        stage="watchlist"
        label="Prospects to reconnect with"
        emptyTitle="No prospect is waiting to be reconnected."
        emptyDescription="Prospects set to 'To reconnect' show here."
      />
    </Section>
  );
}
