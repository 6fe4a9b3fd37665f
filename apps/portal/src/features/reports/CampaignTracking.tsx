import { useCampaigns } from '@airtime/api-client';
import { DonutChart, Select, SelectItem } from '@airtime/design-system';
import {
  CAMPAIGN_STATUS_TITLES,
  CAMPAIGN_STATUSES,
  type CampaignStatus,
  isCampaignStatus,
} from '@airtime/domain';
import { useNavigate } from 'react-router';
import { href } from '../../app/paths.ts';
import * as styles from '../../areas/brandApp/brandApp.css.ts';
import { BRAND_CAMPAIGN_COLUMNS, isCampaignSort } from '../../areas/brandApp/campaignColumns.tsx';
import { ResourceTable } from '../lists/ResourceTable.tsx';
import { useListQuery } from '../lists/useListQuery.ts';
import { campaignStatusBadge } from '../status/statusBadges.ts';

/** One option per title: both negotiation statuses read 'Planning' (spec §4) and filter together. */
const STATUS_GROUPS = new Map<string, CampaignStatus[]>();
for (const status of CAMPAIGN_STATUSES) {
  const title = CAMPAIGN_STATUS_TITLES[status];
  STATUS_GROUPS.set(title, [...(STATUS_GROUPS.get(title) ?? []), status]);
}
const STATUS_OPTIONS = [
  { id: 'all', label: 'All statuses' },
  ...[...STATUS_GROUPS].map(([label, statuses]) => ({ id: statuses[0] as string, label })),
];
const groupOf = (status: string) =>
  [...STATUS_GROUPS.values()].find((statuses) => statuses[0] === status) ?? [];

/** The five largest slices, the rest as 'Others' (the chart palette has six colours). */
function statusSlices(statuses: readonly string[]): { label: string; value: number }[] {
  const counts = new Map<string, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  const sorted = [...counts].sort((a, b) => b[1] - a[1]);
  const slices = sorted.slice(0, 5).map(([label, value]) => ({ label, value }));
  const others = sorted.slice(5).reduce((sum, [, value]) => sum + value, 0);
  return others > 0 ? [...slices, { label: 'Others', value: others }] : slices;
}

/** Reporting's Campaign Tracking: the brand's campaigns by status, and the list to follow them. */
export function CampaignTracking({ brandId }: { readonly brandId: number }) {
  const navigate = useNavigate();
  const query = useListQuery({ field: 'created_at', direction: 'desc' });
  const statuses = (query.filters.status ?? []).filter(isCampaignStatus);
  const status = statuses[0];
  const list = useCampaigns({
    brand_id: brandId,
    sort: isCampaignSort(query.apiSort) ? query.apiSort : '-created_at',
    ...(statuses.length === 0 ? {} : { status: statuses }),
  });
  // Every campaign of the brand for the chart: a brand runs far fewer than a page of 100.
  const all = useCampaigns({ brand_id: brandId, per_page: 100 });
  const slices = statusSlices(
    all.items.map((campaign) => campaignStatusBadge(campaign.status).label),
  );
  return (
    <section className={styles.section} aria-labelledby="tracking-heading">
      <h2 id="tracking-heading" className={styles.sectionTitle}>
        Campaign tracking
      </h2>
      <DonutChart
        label={all.hasMore ? 'Campaigns by status (first 100)' : 'Campaigns by status'}
        data={slices}
        categoryLabel="Status"
        totalLabel="Campaigns"
        isLoading={all.isLoading}
        emptyMessage="No campaigns for your brand yet."
        {...(all.error === undefined ? {} : { errorMessage: all.error.message })}
      />
      <div className={styles.filters}>
        <Select
          label="Status"
          size="sm"
          value={status ?? 'all'}
          onChange={(key) => query.setFilter('status', key === null ? [] : groupOf(String(key)))}
          items={STATUS_OPTIONS}
        >
          {(option) => <SelectItem id={option.id}>{option.label}</SelectItem>}
        </Select>
      </div>
      <ResourceTable
        label="Campaigns"
        columns={BRAND_CAMPAIGN_COLUMNS}
        list={list}
        query={query}
        onOpen={(campaign) =>
          void navigate(href('brand-creator-campaigns', { creatorId: campaign.publisher_id }))
        }
        emptyTitle={status === undefined ? 'No campaigns yet.' : 'No campaigns with this status.'}
        emptyDescription={
          status === undefined
            ? 'Campaigns the agency books for your brand appear here.'
            : 'Choose another status to see more.'
        }
        noun="campaigns"
      />
    </section>
  );
}
