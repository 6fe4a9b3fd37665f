import { useCampaigns } from '@airtime/api-client';
import { PLAN_IO_STATUS_TITLES, PLAN_IO_STATUSES, type PlanIoStatus } from '@airtime/domain';
import { GroupFilterSelect } from '../../../areas/agency/brandRecord/GroupFilterSelect.tsx';
import { getGroupFilter } from '../../../areas/agency/brandRecord/groupFilter.ts';
import { useBrandId } from '../../../areas/agency/brandRecord/useBrandId.ts';
import { CAMPAIGN_COLUMNS, CAMPAIGN_SORTS } from '../../../features/campaigns/campaignColumns.tsx';
import { sortParam } from '../../../features/lists/listQueries.ts';
import { pickColumns } from '../../../features/lists/pickColumns.ts';
import { ResourceTable } from '../../../features/lists/ResourceTable.tsx';
import { useListQuery } from '../../../features/lists/useListQuery.ts';
import { useShellModals } from '../../../features/modals/shellModals.ts';
import { Page, PageHeader } from '../../../features/page/PageHeader.tsx';

const IO_FILTER = getGroupFilter<PlanIoStatus>({
  field: 'io_status',
  label: 'IO status',
  values: PLAN_IO_STATUSES,
  titles: PLAN_IO_STATUS_TITLES,
  // IO statuses once an IO exists or is being written.
  group: {
    id: 'with-io',
    label: 'With an IO',
    values: ['in-progress', 'created', 'approved', 'review', 'creator-approved'],
  },
  allLabel: 'All campaigns',
});
const COLUMNS = pickColumns(
  CAMPAIGN_COLUMNS,
  ['creator', 'channel', 'io_status', 'io_number', 'status', 'ends_at', 'created_at'],
  CAMPAIGN_SORTS,
);

/** Reporting / Contracts: the brand's campaigns and their insertion orders (IOs). */
export function BrandContractsPage() {
  const brandId = useBrandId();
  const query = useListQuery({ field: 'created_at', direction: 'desc' });
  const ioStatus = IO_FILTER.valuesOf(query.filters);
  const campaigns = useCampaigns({
    brand_id: brandId,
    sort: sortParam(query.sort, CAMPAIGN_SORTS, '-created_at'),
    ...(ioStatus === undefined ? {} : { io_status: ioStatus }),
  });
  const modals = useShellModals();

  return (
    <Page>
      <PageHeader
        title="Contracts"
        description="The brand's campaigns and their insertion orders: whether each IO was sent and signed. Open a row for its IO."
      />
      <GroupFilterSelect query={query} filter={IO_FILTER} />
      <ResourceTable
        label="Campaign contracts"
        columns={COLUMNS}
        list={campaigns}
        query={query}
        noun="campaigns"
        onOpen={(campaign) => modals.open('io-document', { campaignId: campaign.id })}
        emptyTitle="No IO for this brand yet."
        emptyDescription="Insertion orders show here once planning creates them; choose All campaigns to see the rest."
      />
    </Page>
  );
}
