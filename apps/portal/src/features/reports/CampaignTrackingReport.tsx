import { type CampaignSortField, useCampaigns } from '@airtime/api-client';
import { isCampaignStatus } from '@airtime/domain';
import {
  type CampaignColumnId,
  getCampaignColumns,
} from '../../areas/agency/brandRecord/campaignColumns.tsx';
import { FilterSelect } from '../lists/FilterSelect.tsx';
import { pickFilter, pickSort, setOneFilter, withDirections } from '../lists/listQueries.ts';
import { ResourceTable } from '../lists/ResourceTable.tsx';
import { useListQuery } from '../lists/useListQuery.ts';
import { CAMPAIGN_STATUS_OPTIONS } from '../status/campaignStatusOptions.ts';
import { CampaignStatusChart } from './CampaignStatusChart.tsx';
import { ReportLayout } from './ReportLayout.tsx';
import type { BrandReportProps } from './reportBrand.ts';
import { useOpenCreator } from './useOpenCreator.ts';

const COLUMNS = getCampaignColumns([
  'creator',
  'channel',
  'status',
  'campaign_status',
  'io_status',
  'priority',
  'ends_at',
  'created_at',
] satisfies CampaignColumnId[]);
const SORTS = withDirections<CampaignSortField>([
  'creator',
  'status',
  'priority',
  'ends_at',
  'created_at',
]);

/**
 * Reporting / Campaign Tracking: the brand's campaigns by status, and each campaign with its
 * status, plan, IO and end, soonest ending first. Campaigns are followed as they stand, so the
 * report has no period.
 */
export function CampaignTrackingReport({ brand }: BrandReportProps) {
  const openCreator = useOpenCreator(brand.app);
  const query = useListQuery({ field: 'ends_at', direction: 'asc' });
  const status = pickFilter(query, 'status', isCampaignStatus);
  const campaigns = useCampaigns({
    brand_id: brand.id,
    sort: pickSort(query, SORTS, 'ends_at'),
    ...(status === undefined ? {} : { status }),
  });
  return (
    <ReportLayout
      app={brand.app}
      title="Campaign Tracking"
      description="Every campaign of the brand: where it stands, its IO and when it ends."
      actions={
        <FilterSelect
          label="Status"
          options={CAMPAIGN_STATUS_OPTIONS}
          value={status}
          onChange={setOneFilter(query, 'status')}
          allLabel="All statuses"
        />
      }
    >
      <CampaignStatusChart brandId={brand.id} />
      <ResourceTable
        label="Campaigns"
        columns={COLUMNS}
        list={campaigns}
        query={query}
        onOpen={(campaign) => openCreator(campaign.publisher_id)}
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
    </ReportLayout>
  );
}
