import { useCampaigns } from '@airtime/api-client';
import { Section } from '@airtime/design-system';
import { ConversationTable } from '../../features/lists/ConversationTable.tsx';
import { sortParam } from '../../features/lists/listQueries.ts';
import { useListQuery } from '../../features/lists/useListQuery.ts';
import { BRAND_APP_CAMPAIGN_SORTS, CREATOR_CAMPAIGN_COLUMNS } from './campaignColumns.tsx';

/**
 * The brand's campaigns with one creator, sorted in the URL, newest first; a row opens the
 * campaign's conversation with the agency.
 */
export function CreatorCampaigns({
  brandId,
  creatorId,
}: {
  readonly brandId: number;
  readonly creatorId: number;
}) {
  const query = useListQuery({ field: 'created_at', direction: 'desc' });
  const list = useCampaigns({
    brand_id: brandId,
    publisher_id: creatorId,
    sort: sortParam(query.sort, BRAND_APP_CAMPAIGN_SORTS, '-created_at'),
  });
  return (
    <Section title="Campaigns">
      <ConversationTable
        subjectType="campaign"
        appType="brand"
        label="Campaigns"
        columns={CREATOR_CAMPAIGN_COLUMNS}
        list={list}
        query={query}
        emptyTitle="No campaigns with this creator yet."
        emptyDescription="Campaigns the agency books for your brand with this creator appear here."
        noun="campaigns"
      />
    </Section>
  );
}
