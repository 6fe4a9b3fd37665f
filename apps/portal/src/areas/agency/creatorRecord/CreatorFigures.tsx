import { useAllEvents, useCampaigns } from '@airtime/api-client';
import { RecordHeaderFigure } from '@airtime/design-system';
import type { Creator } from '@airtime/domain';
import { summarizeEvents } from '@airtime/domain';

/**
 * A creator's key figures in the agency's record header (decisions §6). Revenue shows only to users
 * who may see creator revenue (view_publishers.revenue).
 */
export function CreatorFigures({
  creatorId,
  creator,
  showRevenue,
}: {
  readonly creatorId: number;
  /** The creator; undefined while it loads. */
  readonly creator: Creator | undefined;
  readonly showRevenue: boolean;
}) {
  const campaigns = useCampaigns({ publisher_id: creatorId, per_page: 1 });
  const events = useAllEvents({ creatorId });
  const totals = summarizeEvents(events.items);
  return (
    <>
      <RecordHeaderFigure
        label="Channels"
        value={creator?.channels?.length ?? null}
        isLoading={creator === undefined}
      />
      <RecordHeaderFigure
        label="Campaigns"
        value={campaigns.total ?? null}
        isLoading={campaigns.isLoading}
      />
      <RecordHeaderFigure label="Aired events" value={totals.aired} isLoading={events.isLoading} />
      {showRevenue && (
        <RecordHeaderFigure
          label="Revenue"
          value={totals.spend}
          format="money"
          compact
          isLoading={events.isLoading}
        />
      )}
    </>
  );
}
