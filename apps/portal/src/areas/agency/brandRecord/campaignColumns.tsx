import { DateText, type TableColumn } from '@airtime/design-system';
import { type Campaign, PLANNING_GROUPS, PRIORITY_TITLES } from '@airtime/domain';
import {
  CampaignStatusBadge,
  PlanIoStatusBadge,
  PlanningGroupBadge,
} from '../../../features/status/StatusBadges.tsx';

/** The columns a campaigns table can show; sortable ones carry the API's sort field as id. */
export type CampaignColumnId =
  | 'creator'
  | 'channel'
  | 'status'
  | 'group'
  | 'campaign_status'
  | 'io_status'
  | 'io_number'
  | 'priority'
  | 'ends_at'
  | 'created_at';

const SORTABLE: ReadonlySet<CampaignColumnId> = new Set([
  'creator',
  'status',
  'group',
  'priority',
  'ends_at',
  'created_at',
]);

const ALL: Record<CampaignColumnId, TableColumn<Campaign>> = {
  creator: {
    id: 'creator',
    label: 'Creator',
    value: (campaign) => campaign.creator?.name ?? null,
    width: 200,
    grow: true,
  },
  channel: {
    id: 'channel',
    label: 'Channel',
    value: (campaign) => campaign.channel?.name ?? null,
    width: 200,
  },
  status: {
    id: 'status',
    label: 'Status',
    value: (campaign) => campaign.status,
    cell: (campaign) => <CampaignStatusBadge status={campaign.status} />,
    width: 150,
  },
  group: {
    id: 'group',
    label: 'Planning step',
    value: (campaign) => (campaign.group === null ? null : PLANNING_GROUPS.indexOf(campaign.group)),
    cell: (campaign) =>
      campaign.group === null ? null : <PlanningGroupBadge group={campaign.group} />,
    width: 160,
  },
  campaign_status: {
    id: 'campaign_status',
    label: 'Plan',
    value: (campaign) => campaign.campaign_status,
    cell: (campaign) => <PlanIoStatusBadge status={campaign.campaign_status} />,
    width: 140,
  },
  io_status: {
    id: 'io_status',
    label: 'IO status',
    value: (campaign) => campaign.io_status,
    cell: (campaign) => <PlanIoStatusBadge status={campaign.io_status} />,
    width: 140,
  },
  io_number: {
    id: 'io_number',
    label: 'IO number',
    value: (campaign) => campaign.ioDocument?.number ?? null,
    width: 150,
  },
  priority: {
    id: 'priority',
    label: 'Priority',
    value: (campaign) => PRIORITY_TITLES[campaign.priority],
    width: 120,
  },
  ends_at: {
    id: 'ends_at',
    label: 'Ends',
    value: (campaign) => campaign.ends_at,
    cell: (campaign) => <DateText value={campaign.ends_at} />,
    width: 130,
  },
  created_at: {
    id: 'created_at',
    label: 'Created',
    value: (campaign) => campaign.created_at,
    cell: (campaign) => <DateText value={campaign.created_at} />,
    width: 130,
    firstSortDirection: 'descending',
  },
};

/** The table columns of `ids`, in that order; the API-sortable ones sort. */
export function getCampaignColumns(ids: readonly CampaignColumnId[]): TableColumn<Campaign>[] {
  return ids.map((id) => ({ ...ALL[id], allowsSorting: SORTABLE.has(id) }));
}
