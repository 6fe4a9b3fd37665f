import { DateText, EMPTY_VALUE, type TableColumn } from '@airtime/design-system';
import {
  type Campaign,
  needsAttention,
  PLAN_IO_STATUS_TITLES,
  PLANNING_GROUP_TITLES,
  PLANNING_GROUPS,
  PRIORITIES,
} from '@airtime/domain';
import {
  AttentionBadge,
  CampaignStatusBadge,
  PriorityBadge,
} from '../../features/status/StatusBadges.tsx';
import { RecordName } from './RecordName.tsx';

// The columns of campaign tables (the planning board, home's campaigns needing attention).

export const brandColumn: TableColumn<Campaign> = {
  id: 'brand',
  label: 'Brand',
  allowsSorting: true,
  width: 200,
  grow: true,
  value: (campaign) => campaign.brand?.name ?? null,
  cell: (campaign) =>
    campaign.brand === undefined ? null : (
      <RecordName name={campaign.brand.name} logo={campaign.brand.logo} />
    ),
};

export const creatorColumn: TableColumn<Campaign> = {
  id: 'creator',
  label: 'Creator',
  allowsSorting: true,
  width: 200,
  grow: true,
  value: (campaign) => campaign.creator?.name ?? null,
  cell: (campaign) =>
    campaign.creator === undefined ? null : (
      <RecordName name={campaign.creator.name} logo={campaign.creator.logo} />
    ),
};

export const channelColumn: TableColumn<Campaign> = {
  id: 'channel',
  label: 'Channel',
  width: 180,
  value: (campaign) => campaign.channel?.name ?? null,
};

export const groupColumn: TableColumn<Campaign> = {
  id: 'group',
  label: 'Step',
  allowsSorting: true,
  width: 150,
  value: (campaign) => (campaign.group === null ? null : PLANNING_GROUP_TITLES[campaign.group]),
  sortValue: (campaign) =>
    campaign.group === null ? null : PLANNING_GROUPS.indexOf(campaign.group),
};

export const priorityColumn: TableColumn<Campaign> = {
  id: 'priority',
  label: 'Priority',
  allowsSorting: true,
  width: 130,
  value: (campaign) => PRIORITIES.indexOf(campaign.priority),
  cell: (campaign) => <PriorityBadge priority={campaign.priority} />,
};

export const statusColumn: TableColumn<Campaign> = {
  id: 'status',
  label: 'Status',
  allowsSorting: true,
  width: 150,
  value: (campaign) => campaign.status,
  cell: (campaign) => <CampaignStatusBadge status={campaign.status} />,
};

export const planColumn: TableColumn<Campaign> = {
  id: 'campaign_status',
  label: 'Plan',
  width: 130,
  value: (campaign) => PLAN_IO_STATUS_TITLES[campaign.campaign_status],
};

/** How long the plan has sat in its step, flagged when it needs attention (spec §4). */
export const attentionColumn: TableColumn<Campaign> = {
  id: 'attention',
  label: 'In step',
  width: 170,
  value: (campaign) => campaign.group_duration,
  cell: (campaign) =>
    needsAttention(campaign) ? (
      <AttentionBadge groupDuration={campaign.group_duration} />
    ) : (
      (campaign.group_duration ?? EMPTY_VALUE)
    ),
};

export const endsColumn: TableColumn<Campaign> = {
  id: 'ends_at',
  label: 'Ends',
  allowsSorting: true,
  width: 130,
  value: (campaign) => campaign.ends_at,
  cell: (campaign) => <DateText value={campaign.ends_at} />,
};
