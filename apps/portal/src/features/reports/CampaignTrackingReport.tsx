import { text } from '@airtime/design-system';
import { CAMPAIGN_STATUS_TITLES, CAMPAIGN_STATUSES } from '@airtime/domain';
import { CAMPAIGN_COLUMNS, CAMPAIGN_SORTS } from '../campaigns/campaignColumns.tsx';
import { FilterSelect } from '../lists/FilterSelect.tsx';
import { knownFilter, sortParam } from '../lists/listQueries.ts';
import { pickColumns } from '../lists/pickColumns.ts';
import { ResourceTable } from '../lists/ResourceTable.tsx';
import { CAMPAIGN_STATUS_OPTIONS } from '../status/statusOptions.ts';
import { CampaignStatusChart } from './CampaignStatusChart.tsx';
import { ReportLayout } from './ReportLayout.tsx';
import type { BrandReportProps } from './reportBrand.ts';
import { useReportCampaignPages } from './reportLists.ts';
import { useReportQuery } from './reportQuery.ts';
import { useOpenCreator } from './useOpenCreator.ts';

const COLUMNS = pickColumns(
  CAMPAIGN_COLUMNS,
  [
    'creator',
    'channel',
    'status',
    'campaign_status',
    'io_status',
    'priority',
    'ends_at',
    'created_at',
  ],
  CAMPAIGN_SORTS,
);

/**
 * Reporting / Campaign Tracking: the brand's campaigns by status, and each campaign with its
 * status, plan, IO and end, soonest ending first. Campaigns are followed as they stand, so the
 * report has no period.
 */
export function CampaignTrackingReport({ brand, share }: BrandReportProps) {
  const openCreator = useOpenCreator(brand.app);
  const query = useReportQuery(brand, { field: 'ends_at', direction: 'asc' });
  const status = knownFilter(query.filters, 'status', CAMPAIGN_STATUSES);
  const campaigns = useReportCampaignPages(brand, {
    sort: sortParam(query.sort, CAMPAIGN_SORTS, 'ends_at'),
    ...(status === undefined ? {} : { status }),
  });
  return (
    <ReportLayout
      app={brand.app}
      title="Campaign Tracking"
      description="Every campaign of the brand: where it stands, its IO and when it ends."
      actions={
        brand.app === 'shared' ? (
          <p className={text({ tone: 'subtle' })}>
            {status === undefined ? 'All statuses' : `Status: ${CAMPAIGN_STATUS_TITLES[status]}`}
          </p>
        ) : (
          <>
            <FilterSelect
              query={query}
              field="status"
              label="Status"
              options={CAMPAIGN_STATUS_OPTIONS}
              allLabel="All statuses"
            />
            {share}
          </>
        )
      }
    >
      <CampaignStatusChart brand={brand} />
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
