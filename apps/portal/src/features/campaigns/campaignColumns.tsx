import type { CampaignSortField } from '@airtime/api-client';
import { EMPTY_VALUE, type TableColumn } from '@airtime/design-system';
import {
  type Campaign,
  needsAttention,
  PLANNING_GROUP_TITLES,
  PLANNING_GROUPS,
  PRIORITIES,
} from '@airtime/domain';
import { ChannelName } from '../channels/ChannelName.tsx';
import { dateColumn, recordColumn } from '../lists/commonColumns.tsx';
import { badgeColumn } from '../status/badgeColumn.tsx';
import { campaignStatusBadge, planIoStatusBadge, priorityBadge } from '../status/campaignBadges.ts';
import { AttentionBadge, PlanningGroupBadge } from '../status/StatusBadges.tsx';

// Every column a campaign list shows, defined once; a list picks its own with pickColumns.
// Ids are the API's sort fields where it sorts by them.

// Every field the campaign lists sort on (the API's CampaignSortField), so a column sorts on
// every list exactly when the API can sort by it.
const SORTABLE: Record<CampaignSortField, true> = {
  priority: true,
  created_at: true,
  updated_at: true,
  ends_at: true,
  status: true,
  group: true,
  brand: true,
  creator: true,
  id: true,
};
export const CAMPAIGN_SORTS = Object.keys(SORTABLE) as CampaignSortField[];

/** The plan's or the IO's status as a badge. */
function planIoColumn(id: 'campaign_status' | 'io_status', label: string): TableColumn<Campaign> {
  return badgeColumn<Campaign>(id, label, (campaign) => planIoStatusBadge(campaign[id]), {
    width: 140,
  });
}

export const CAMPAIGN_COLUMNS = {
  brand: recordColumn<Campaign>('brand', 'Brand', (campaign) => campaign.brand, { grow: true }),
  creator: recordColumn<Campaign>('creator', 'Creator', (campaign) => campaign.creator, {
    grow: true,
  }),
  channel: {
    id: 'channel',
    label: 'Channel',
    width: 200,
    value: (campaign) => campaign.channel?.name ?? null,
    cell: (campaign) =>
      campaign.channel === undefined ? EMPTY_VALUE : <ChannelName channel={campaign.channel} />,
  },
  status: badgeColumn<Campaign>(
    'status',
    'Status',
    (campaign) => campaignStatusBadge(campaign.status),
    {
      width: 150,
    },
  ),
  group: {
    id: 'group',
    label: 'Planning step',
    width: 160,
    value: (campaign) => (campaign.group === null ? null : PLANNING_GROUP_TITLES[campaign.group]),
    sortValue: (campaign) =>
      campaign.group === null ? null : PLANNING_GROUPS.indexOf(campaign.group),
    cell: (campaign) =>
      campaign.group === null ? EMPTY_VALUE : <PlanningGroupBadge group={campaign.group} />,
  },
  /** How long the plan has sat in its step, flagged when it needs attention (spec §4). */
  group_duration: {
    id: 'group_duration',
    label: 'In step',
    width: 170,
    value: (campaign) => campaign.group_duration,
    cell: (campaign) =>
      needsAttention(campaign) ? (
        <AttentionBadge groupDuration={campaign.group_duration} />
      ) : (
        (campaign.group_duration ?? EMPTY_VALUE)
      ),
  },
  priority: badgeColumn<Campaign>(
    'priority',
    'Priority',
    (campaign) => priorityBadge(campaign.priority),
    {
      width: 130,
      sortValue: (campaign) => PRIORITIES.indexOf(campaign.priority),
    },
  ),
  campaign_status: planIoColumn('campaign_status', 'Plan'),
  io_status: planIoColumn('io_status', 'IO status'),
  io_number: {
    id: 'io_number',
    label: 'IO number',
    width: 150,
    value: (campaign) => campaign.ioDocument?.number ?? null,
  },
  ends_at: dateColumn<Campaign>('ends_at', 'Ends', (campaign) => campaign.ends_at),
  created_at: dateColumn<Campaign>('created_at', 'Created', (campaign) => campaign.created_at, {
    firstSortDirection: 'descending',
  }),
} satisfies Record<string, TableColumn<Campaign>>;
