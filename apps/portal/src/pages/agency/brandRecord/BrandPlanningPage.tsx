import { useCampaigns, useWholeList } from '@airtime/api-client';
import { BarChart, Inline } from '@airtime/design-system';
import { PLANNING_GROUP_TITLES, PLANNING_GROUPS } from '@airtime/domain';
import { useBrandId } from '../../../areas/agency/brandRecord/useBrandId.ts';
import { ConversationList } from '../../../areas/agency/ConversationList.tsx';
import { CAMPAIGN_COLUMNS, CAMPAIGN_SORTS } from '../../../features/campaigns/campaignColumns.tsx';
import { useCampaignBulkSelection } from '../../../features/campaigns/useCampaignBulkSelection.tsx';
import { FilterSelect } from '../../../features/lists/FilterSelect.tsx';
import { knownFilter, sortParam } from '../../../features/lists/listQueries.ts';
import { pickColumns } from '../../../features/lists/pickColumns.ts';
import { useListQuery } from '../../../features/lists/useListQuery.ts';
import { useShellModals } from '../../../features/modals/shellModals.ts';
import { Page, PageHeader } from '../../../features/page/PageHeader.tsx';
import { planningGroupTone } from '../../../features/status/campaignBadges.ts';
import { PLANNING_GROUP_OPTIONS } from '../../../features/status/statusOptions.ts';

const COLUMNS = pickColumns(
  CAMPAIGN_COLUMNS,
  ['creator', 'channel', 'group', 'status', 'campaign_status', 'io_status', 'priority', 'ends_at'],
  CAMPAIGN_SORTS,
);
const SERIES = [{ key: 'campaigns', label: 'Campaigns' }];

/** Planning: the brand's campaigns in planning, by planning step; a row opens the campaign. */
export function BrandPlanningPage() {
  const brandId = useBrandId();
  const modals = useShellModals();
  const query = useListQuery({ field: 'group', direction: 'asc' });
  const group = knownFilter(query.filters, 'group', PLANNING_GROUPS);
  const campaigns = useCampaigns({
    brand_id: brandId,
    in_planning: true,
    sort: sortParam(query.sort, CAMPAIGN_SORTS, 'group'),
    ...(group === undefined ? {} : { group }),
  });
  const bulk = useCampaignBulkSelection(campaigns);
  const all = useCampaigns({ brand_id: brandId, in_planning: true, per_page: 100 });
  const allState = useWholeList(all, 20);
  const byGroup = PLANNING_GROUPS.map((step) => ({
    group: PLANNING_GROUP_TITLES[step],
    campaigns: all.items.filter((campaign) => campaign.group === step).length,
  }));

  return (
    <Page>
      <PageHeader
        title="Planning"
        description="The brand's campaigns in planning, step by step from the CM request to the signed IO."
      />
      <BarChart
        label="Campaigns by planning step"
        data={byGroup}
        x="group"
        xLabel="Planning step"
        series={SERIES}
        categoryTone={(title) => {
          const step = PLANNING_GROUPS.find((one) => PLANNING_GROUP_TITLES[one] === title);
          return step === undefined ? undefined : planningGroupTone(step);
        }}
        showValues
        height={200}
        isLoading={allState.isLoading}
        emptyMessage="No campaign of this brand is in planning."
        errorMessage={all.error?.message}
      />
      <Inline alignY="bottom" space="md">
        <FilterSelect
          query={query}
          field="group"
          label="Planning step"
          options={PLANNING_GROUP_OPTIONS}
          allLabel="All steps"
        />
      </Inline>
      <ConversationList
        subjectType="campaign"
        onOpen={(campaign) => modals.open('planning', { campaignId: campaign.id })}
        label="Campaigns in planning"
        columns={COLUMNS}
        list={campaigns}
        query={query}
        noun="campaigns"
        live="campaign"
        selection={bulk}
        isFiltered={group !== undefined}
        empty={{
          title: 'No campaign of this brand is in planning.',
          description: 'New campaigns for the brand start here, from a CM request.',
        }}
        emptyFiltered={{
          title: 'No campaign is at this step.',
          description: 'Choose another step, or all steps.',
        }}
      />
    </Page>
  );
}
