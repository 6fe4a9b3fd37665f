import { useCampaigns } from '@airtime/api-client';
import { Section } from '@airtime/design-system';
import { CAMPAIGN_STATUSES } from '@airtime/domain';
import { ConversationList } from '../../../areas/agency/ConversationList.tsx';
import { CAMPAIGN_COLUMNS, CAMPAIGN_SORTS } from '../../../features/campaigns/campaignColumns.tsx';
import { FilterSelect } from '../../../features/lists/FilterSelect.tsx';
import { knownFilter, sortParam } from '../../../features/lists/listQueries.ts';
import { pickColumns } from '../../../features/lists/pickColumns.ts';
import { useListQuery } from '../../../features/lists/useListQuery.ts';
import { useIdParam } from '../../../features/navigation/useIdParam.ts';
import { UncontractedEventButton } from '../../../features/productions/UncontractedEventButton.tsx';
import { CAMPAIGN_STATUS_OPTIONS } from '../../../features/status/statusOptions.ts';

const COLUMNS = pickColumns(
  CAMPAIGN_COLUMNS,
  ['brand', 'channel', 'status', 'priority', 'ends_at', 'created_at'],
  CAMPAIGN_SORTS,
);

/**
 * The creator's campaigns with every brand, sorted and filtered by status in the URL; a row opens
 * its conversations.
 */
export function CreatorCampaignsPage() {
  const creatorId = useIdParam('creatorId') ?? 0;
  const query = useListQuery({ field: 'created_at', direction: 'desc' });
  const status = knownFilter(query.filters, 'status', CAMPAIGN_STATUSES);
  const list = useCampaigns({
    publisher_id: creatorId,
    sort: sortParam(query.sort, CAMPAIGN_SORTS, '-created_at'),
    ...(status === undefined ? {} : { status }),
  });
  return (
    <Section
      title="Campaigns"
      description="Every campaign booked with this creator, across brands."
      actions={
        <>
          <UncontractedEventButton creatorId={creatorId} />
          <FilterSelect
            query={query}
            field="status"
            label="Status"
            options={CAMPAIGN_STATUS_OPTIONS}
          />
        </>
      }
    >
      <ConversationList
        subjectType="campaign"
        label="Campaigns"
        columns={COLUMNS}
        list={list}
        query={query}
        noun="campaigns"
        isFiltered={status !== undefined}
        empty={{
          title: 'No campaigns with this creator yet.',
          description: 'Campaigns appear here once a brand books the creator from planning.',
        }}
        emptyFiltered={{
          title: 'No campaigns with this status.',
          description: 'Choose another status, or All.',
        }}
      />
    </Section>
  );
}
