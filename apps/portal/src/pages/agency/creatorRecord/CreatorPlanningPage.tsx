import { useCampaigns } from '@airtime/api-client';
import { Section } from '@airtime/design-system';
import { PLANNING_GROUPS } from '@airtime/domain';
import { ConversationList } from '../../../areas/agency/ConversationList.tsx';
import { CAMPAIGN_COLUMNS, CAMPAIGN_SORTS } from '../../../features/campaigns/campaignColumns.tsx';
import { useCampaignBulkSelection } from '../../../features/campaigns/useCampaignBulkSelection.tsx';
import { FilterSelect } from '../../../features/lists/FilterSelect.tsx';
import { knownFilter, sortParam } from '../../../features/lists/listQueries.ts';
import { pickColumns } from '../../../features/lists/pickColumns.ts';
import { useListQuery } from '../../../features/lists/useListQuery.ts';
import { useShellModals } from '../../../features/modals/shellModals.ts';
import { useIdParam } from '../../../features/navigation/useIdParam.ts';
import { PLANNING_GROUP_OPTIONS } from '../../../features/status/statusOptions.ts';

const COLUMNS = pickColumns(
  CAMPAIGN_COLUMNS,
  ['brand', 'channel', 'group', 'group_duration', 'campaign_status', 'io_status', 'priority'],
  CAMPAIGN_SORTS,
);

/**
 * The creator's campaigns in planning (the domain's isInPlanning), by planning step; a row opens
 * the campaign.
 */
export function CreatorPlanningPage() {
  const creatorId = useIdParam('creatorId') ?? 0;
  const modals = useShellModals();
  const query = useListQuery({ field: 'group', direction: 'asc' });
  const group = knownFilter(query.filters, 'group', PLANNING_GROUPS);
  const list = useCampaigns({
    publisher_id: creatorId,
    in_planning: true,
    sort: sortParam(query.sort, CAMPAIGN_SORTS, 'group'),
    ...(group === undefined ? {} : { group }),
  });
  const bulk = useCampaignBulkSelection(list);
  return (
    <Section
      title="Planning"
      description="Campaigns with this creator still being planned, by step on the board."
      actions={
        <FilterSelect
          query={query}
          field="group"
          label="Planning step"
          options={PLANNING_GROUP_OPTIONS}
        />
      }
    >
      <ConversationList
        subjectType="campaign"
        onOpen={(campaign) => modals.open('planning', { campaignId: campaign.id })}
        label="Campaigns in planning"
        columns={COLUMNS}
        list={list}
        query={query}
        noun="campaigns"
        live="campaign"
        selection={bulk}
        isFiltered={group !== undefined}
        empty={{
          title: 'Nothing with this creator is in planning.',
          description: 'Campaigns show here while their plan or IO is being worked on.',
        }}
        emptyFiltered={{
          title: 'No campaigns at this planning step.',
          description: 'Choose another step, or All.',
        }}
      />
    </Section>
  );
}
