import { type CampaignSortField, useCampaigns } from '@airtime/api-client';
import { CAMPAIGN_STATUSES } from '@airtime/domain';
import * as styles from '../../../areas/agency/brandRecord/brand.css.ts';
import { useBrandId } from '../../../areas/agency/brandRecord/useBrandId.ts';
import { CAMPAIGN_COLUMNS } from '../../../features/campaigns/campaignColumns.tsx';
import { FilterSelect } from '../../../features/lists/FilterSelect.tsx';
import { knownFilter, sortParam } from '../../../features/lists/listQueries.ts';
import { pickColumns } from '../../../features/lists/pickColumns.ts';
import { ResourceTable } from '../../../features/lists/ResourceTable.tsx';
import { useListQuery } from '../../../features/lists/useListQuery.ts';
import { Page, PageHeader } from '../../../features/page/PageHeader.tsx';
import { CAMPAIGN_STATUS_OPTIONS } from '../../../features/status/statusOptions.ts';

const SORTS: readonly CampaignSortField[] = ['creator', 'status', 'priority', 'ends_at'];
const COLUMNS = pickColumns(
  CAMPAIGN_COLUMNS,
  ['creator', 'channel', 'status', 'io_status', 'campaign_status', 'priority', 'ends_at'],
  SORTS,
);

/** Reporting / Campaign Tracking: every campaign of the brand with its status, IO and end date. */
export function BrandCampaignTrackingPage() {
  const brandId = useBrandId();
  const query = useListQuery({ field: 'ends_at', direction: 'asc' });
  const status = knownFilter(query.filters, 'status', CAMPAIGN_STATUSES);
  const campaigns = useCampaigns({
    brand_id: brandId,
    sort: sortParam(query.sort, SORTS, 'ends_at'),
    ...(status === undefined ? {} : { status }),
  });
  return (
    <Page>
      <PageHeader
        title="Campaign Tracking"
        description="Every campaign of the brand: where it stands, its IO and when it ends."
      />
      <div className={styles.controls}>
        <FilterSelect
          query={query}
          field="status"
          label="Status"
          options={CAMPAIGN_STATUS_OPTIONS}
          allLabel="All statuses"
        />
      </div>
      <ResourceTable
        label="Campaigns"
        columns={COLUMNS}
        list={campaigns}
        query={query}
        noun="campaigns"
        emptyTitle={
          status === undefined
            ? 'This brand has no campaigns yet.'
            : 'No campaigns with this status.'
        }
        emptyDescription={
          status === undefined
            ? 'Campaigns appear here once planning books a creator for the brand.'
            : 'Choose another status, or all statuses.'
        }
      />
    </Page>
  );
}
