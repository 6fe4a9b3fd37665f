import type { CampaignSort } from '@airtime/api-client';
import { DateText, getPlatform, type TableColumn } from '@airtime/design-system';
import { type Campaign, PLAN_IO_STATUS_TITLES } from '@airtime/domain';
import { CampaignStatusBadge } from '../../features/status/StatusBadges.tsx';
import { campaignStatusBadge } from '../../features/status/statusBadges.ts';

// The brand's campaigns as table columns; ids are the API's sort fields where it sorts by them
// (creator, status, ends_at, created_at), so a ResourceTable sorts them on the server.

const SORTABLE: readonly string[] = ['creator', 'status', 'ends_at', 'created_at', 'updated_at'];

/** Whether a URL sort is one the campaign list takes. */
export function isCampaignSort(value: string): value is CampaignSort {
  return SORTABLE.includes(value.replace(/^-/, ''));
}

const channel: TableColumn<Campaign> = {
  id: 'channel',
  label: 'Channel',
  value: (campaign) => campaign.channel?.name ?? null,
  cell: (campaign) => {
    const name = campaign.channel?.name ?? null;
    const platform = getPlatform(campaign.channel?.content_type_id);
    return name === null || platform === null ? name : `${name} (${platform.name})`;
  },
  width: 220,
  grow: true,
};

const creator: TableColumn<Campaign> = {
  id: 'creator',
  label: 'Creator',
  value: (campaign) => campaign.creator?.name ?? null,
  allowsSorting: true,
  width: 200,
};

const status: TableColumn<Campaign> = {
  id: 'status',
  label: 'Status',
  value: (campaign) => campaignStatusBadge(campaign.status).label,
  cell: (campaign) => <CampaignStatusBadge status={campaign.status} />,
  allowsSorting: true,
  width: 160,
};

const plan: TableColumn<Campaign> = {
  id: 'campaign_status',
  label: 'Plan',
  value: (campaign) => PLAN_IO_STATUS_TITLES[campaign.campaign_status],
  width: 130,
};

const ends: TableColumn<Campaign> = {
  id: 'ends_at',
  label: 'Ends',
  value: (campaign) => campaign.ends_at,
  cell: (campaign) => <DateText value={campaign.ends_at} />,
  allowsSorting: true,
  width: 130,
};

const created: TableColumn<Campaign> = {
  id: 'created_at',
  label: 'Started',
  value: (campaign) => campaign.created_at,
  cell: (campaign) => <DateText value={campaign.created_at} />,
  allowsSorting: true,
  firstSortDirection: 'descending',
  width: 130,
};

/** The brand's campaigns with every creator (campaign tracking); the creator names each row. */
export const BRAND_CAMPAIGN_COLUMNS: readonly TableColumn<Campaign>[] = [
  creator,
  channel,
  status,
  plan,
  ends,
  created,
];

/** The brand's campaigns with one creator: the channel names each row. */
export const CREATOR_CAMPAIGN_COLUMNS: readonly TableColumn<Campaign>[] = [
  channel,
  status,
  plan,
  ends,
  created,
];
