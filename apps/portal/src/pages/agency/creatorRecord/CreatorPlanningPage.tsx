import { type CampaignSortField, useCampaigns } from '@airtime/api-client';
import { PLANNING_GROUPS } from '@airtime/domain';
import { CAMPAIGN_COLUMNS } from '../../../features/campaigns/campaignColumns.tsx';
import { ConversationTable } from '../../../features/lists/ConversationTable.tsx';
import { FilterSelect } from '../../../features/lists/FilterSelect.tsx';
import { knownFilter, sortParam } from '../../../features/lists/listQueries.ts';
import { pickColumns } from '../../../features/lists/pickColumns.ts';
import { useListQuery } from '../../../features/lists/useListQuery.ts';
import { useIdParam } from '../../../features/navigation/useIdParam.ts';
import { Section, SectionHeader } from '../../../features/page/SectionHeader.tsx';
import { PLANNING_GROUP_OPTIONS } from '../../../features/status/statusOptions.ts';

const SORTS: readonly CampaignSortField[] = ['group', 'brand', 'priority'];
const COLUMNS = pickColumns(
  CAMPAIGN_COLUMNS,
  ['brand', 'channel', 'group', 'group_duration', 'campaign_status', 'io_status', 'priority'],
  SORTS,
);

/**
 * The creator's campaigns in planning (the domain's isInPlanning), by planning step; a row opens
 * its conversations.
 */
export function CreatorPlanningPage() {
  const creatorId = useIdParam('creatorId') ?? 0;
  const query = useListQuery({ field: 'group', direction: 'asc' });
  const group = knownFilter(query.filters, 'group', PLANNING_GROUPS);
  const list = useCampaigns({
    publisher_id: creatorId,
    in_planning: true,
    sort: sortParam(query.sort, SORTS, 'group'),
    ...(group === undefined ? {} : { group }),
  });
  return (
    <Section>
      <SectionHeader
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
      />
      <ConversationTable
        subjectType="campaign"
        appType="agency"
        label="Campaigns in planning"
        columns={COLUMNS}
        list={list}
        query={query}
        noun="campaigns"
        emptyTitle={
          group === undefined
            ? 'Nothing with this creator is in planning.'
            : 'No campaigns at this planning step.'
        }
        emptyDescription={
          group === undefined
            ? 'Campaigns show here while their plan or IO is being worked on.'
            : 'Choose another step, or All.'
        }
      />
    </Section>
  );
}
