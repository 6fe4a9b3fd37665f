import { useAllEvents, useCampaigns, useCreator } from '@airtime/api-client';
import { Avatar, Skeleton, Stat } from '@airtime/design-system';
import { summarizeEvents } from '@airtime/domain';
import { Figures, PageHeader } from '../../../features/page/PageHeader.tsx';

/**
 * A creator's header on the agency's detail pages (decisions §6): logo, name and key figures.
 * Revenue shows only to users who may see creator revenue (view_publishers.revenue).
 */
export function CreatorHeader({
  creatorId,
  showRevenue,
}: {
  readonly creatorId: number;
  readonly showRevenue: boolean;
}) {
  const creator = useCreator(creatorId);
  const campaigns = useCampaigns({ publisher_id: creatorId, per_page: 1 });
  const events = useAllEvents({ creatorId });
  const totals = summarizeEvents(events.items);
  const name = creator.data?.name;
  return (
    <>
      <PageHeader
        title={name ?? 'Loading...'}
        leading={
          name === undefined ? (
            <Skeleton shape="circle" width={48} />
          ) : (
            <Avatar name={name} src={creator.data?.logo} size={12} />
          )
        }
      />
      <Figures>
        <Stat
          label="Channels"
          value={creator.data?.channels?.length ?? null}
          isLoading={creator.isLoading}
        />
        <Stat label="Campaigns" value={campaigns.total ?? null} isLoading={campaigns.isLoading} />
        <Stat label="Aired events" value={totals.aired} isLoading={events.isLoading} />
        {showRevenue && (
          <Stat
            label="Revenue"
            value={totals.spend}
            format="money"
            compact
            isLoading={events.isLoading}
          />
        )}
      </Figures>
    </>
  );
}
