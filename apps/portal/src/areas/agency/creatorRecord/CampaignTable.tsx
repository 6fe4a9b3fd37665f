import { DateText, type TableColumn } from '@airtime/design-system';
import type { Campaign } from '@airtime/domain';
import {
  CAMPAIGN_STATUS_TITLES,
  PLAN_IO_STATUS_TITLES,
  PLANNING_GROUP_TITLES,
  PRIORITY_TITLES,
} from '@airtime/domain';
import * as styles from '../../../features/reports/creatorReports.css.ts';
import { PlatformMark } from '../../../features/reports/PlatformMark.tsx';
import { CampaignStatusBadge, PlanIoStatusBadge } from '../../../features/status/StatusBadges.tsx';

// Columns of a creator's campaign lists; ids that the API sorts by are the sort fields.

const brand: TableColumn<Campaign> = {
  id: 'brand',
  label: 'Brand',
  value: (campaign) => campaign.brand?.name ?? null,
  allowsSorting: true,
  grow: true,
  width: 200,
};

const channel: TableColumn<Campaign> = {
  id: 'channel',
  label: 'Channel',
  value: (campaign) => campaign.channel?.name ?? null,
  cell: (campaign) =>
    campaign.channel === undefined ? (
      '—'
    ) : (
      <span className={styles.inline}>
        <PlatformMark contentTypeId={campaign.channel.content_type_id} />
        {campaign.channel.name}
      </span>
    ),
  width: 220,
};

const status: TableColumn<Campaign> = {
  id: 'status',
  label: 'Status',
  value: (campaign) => CAMPAIGN_STATUS_TITLES[campaign.status],
  cell: (campaign) => <CampaignStatusBadge status={campaign.status} />,
  allowsSorting: true,
};

const priority: TableColumn<Campaign> = {
  id: 'priority',
  label: 'Priority',
  value: (campaign) => PRIORITY_TITLES[campaign.priority],
  allowsSorting: true,
  width: 120,
};

const endsAt: TableColumn<Campaign> = {
  id: 'ends_at',
  label: 'Ends',
  value: (campaign) => campaign.ends_at,
  cell: (campaign) => <DateText value={campaign.ends_at} />,
  allowsSorting: true,
  firstSortDirection: 'descending',
  width: 130,
};

const createdAt: TableColumn<Campaign> = {
  id: 'created_at',
  label: 'Created',
  value: (campaign) => campaign.created_at,
  cell: (campaign) => <DateText value={campaign.created_at} />,
  allowsSorting: true,
  firstSortDirection: 'descending',
  width: 130,
};

const group: TableColumn<Campaign> = {
  id: 'group',
  label: 'Planning step',
  value: (campaign) => (campaign.group === null ? null : PLANNING_GROUP_TITLES[campaign.group]),
  allowsSorting: true,
};

const inGroup: TableColumn<Campaign> = {
  id: 'group_duration',
  label: 'In step for',
  value: (campaign) => campaign.group_duration,
  width: 130,
};

function planIo(id: 'campaign_status' | 'io_status', label: string): TableColumn<Campaign> {
  return {
    id,
    label,
    value: (campaign) => PLAN_IO_STATUS_TITLES[campaign[id]],
    cell: (campaign) => <PlanIoStatusBadge status={campaign[id]} />,
    width: 140,
  };
}

export const CAMPAIGN_COLUMNS: readonly TableColumn<Campaign>[] = [
  brand,
  channel,
  status,
  priority,
  endsAt,
  createdAt,
];

export const PLANNING_COLUMNS: readonly TableColumn<Campaign>[] = [
  brand,
  channel,
  group,
  inGroup,
  planIo('campaign_status', 'Plan'),
  planIo('io_status', 'IO'),
  priority,
];
