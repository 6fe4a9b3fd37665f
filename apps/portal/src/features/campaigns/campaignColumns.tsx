import { DateText, EMPTY_VALUE, type TableColumn } from '@airtime/design-system';
import {
  CAMPAIGN_STATUS_TITLES,
  type Campaign,
  needsAttention,
  PLAN_IO_STATUS_TITLES,
  PLANNING_GROUP_TITLES,
  PLANNING_GROUPS,
  PRIORITIES,
  PRIORITY_TITLES,
} from '@airtime/domain';
import { ChannelName } from '../channels/ChannelName.tsx';
import { pickColumns } from '../lists/pickColumns.ts';
import { RecordName } from '../lists/RecordName.tsx';
import {
  AttentionBadge,
  CampaignStatusBadge,
  PlanIoStatusBadge,
  PlanningGroupBadge,
  PriorityBadge,
} from '../status/StatusBadges.tsx';

// Every column a campaign list shows, defined once; a list picks its own with campaignColumns.
// Ids are the API's sort fields where it sorts by them.

const CAMPAIGN_COLUMNS = {
  brand: {
    id: 'brand',
    label: 'Brand',
    width: 200,
    grow: true,
    value: (campaign) => campaign.brand?.name ?? null,
    cell: (campaign) =>
      campaign.brand === undefined ? (
        EMPTY_VALUE
      ) : (
        <RecordName name={campaign.brand.name} logo={campaign.brand.logo} />
      ),
  },
  creator: {
    id: 'creator',
    label: 'Creator',
    width: 200,
    grow: true,
    value: (campaign) => campaign.creator?.name ?? null,
    cell: (campaign) =>
      campaign.creator === undefined ? (
        EMPTY_VALUE
      ) : (
        <RecordName name={campaign.creator.name} logo={campaign.creator.logo} />
      ),
  },
  channel: {
    id: 'channel',
    label: 'Channel',
    width: 200,
    value: (campaign) => campaign.channel?.name ?? null,
    cell: (campaign) =>
      campaign.channel === undefined ? EMPTY_VALUE : <ChannelName channel={campaign.channel} />,
  },
  status: {
    id: 'status',
    label: 'Status',
    width: 150,
    value: (campaign) => CAMPAIGN_STATUS_TITLES[campaign.status],
    cell: (campaign) => <CampaignStatusBadge status={campaign.status} />,
  },
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
  priority: {
    id: 'priority',
    label: 'Priority',
    width: 130,
    value: (campaign) => PRIORITY_TITLES[campaign.priority],
    sortValue: (campaign) => PRIORITIES.indexOf(campaign.priority),
    cell: (campaign) => <PriorityBadge priority={campaign.priority} />,
  },
  campaign_status: {
    id: 'campaign_status',
    label: 'Plan',
    width: 140,
    value: (campaign) => PLAN_IO_STATUS_TITLES[campaign.campaign_status],
    cell: (campaign) => <PlanIoStatusBadge status={campaign.campaign_status} />,
  },
  io_status: {
    id: 'io_status',
    label: 'IO status',
    width: 140,
    value: (campaign) => PLAN_IO_STATUS_TITLES[campaign.io_status],
    cell: (campaign) => <PlanIoStatusBadge status={campaign.io_status} />,
  },
  io_number: {
    id: 'io_number',
    label: 'IO number',
    width: 150,
    value: (campaign) => campaign.ioDocument?.number ?? null,
  },
  ends_at: {
    id: 'ends_at',
    label: 'Ends',
    width: 130,
    value: (campaign) => campaign.ends_at,
    cell: (campaign) => <DateText value={campaign.ends_at} />,
  },
  created_at: {
    id: 'created_at',
    label: 'Created',
    width: 130,
    firstSortDirection: 'descending',
    value: (campaign) => campaign.created_at,
    cell: (campaign) => <DateText value={campaign.created_at} />,
  },
} satisfies Record<string, TableColumn<Campaign>>;

export type CampaignColumnId = keyof typeof CAMPAIGN_COLUMNS;

/** A campaign list's columns, in the order of `ids`; those in `sorts` (the API's) sort. */
export function campaignColumns(
  ids: readonly CampaignColumnId[],
  sorts: readonly string[] = [],
): TableColumn<Campaign>[] {
  return pickColumns<Campaign, CampaignColumnId>(CAMPAIGN_COLUMNS, ids, sorts);
}
