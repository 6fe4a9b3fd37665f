import { EmptyState, Num, Table, type TableColumn } from '@airtime/design-system';
import type { Channel } from '@airtime/domain';
import { useNavigate } from 'react-router';
import { href } from '../../../app/paths.ts';
import * as styles from '../../../features/reports/creatorReports.css.ts';
import { PlatformMark, platformName } from '../../../features/reports/PlatformMark.tsx';

const COLUMNS: readonly TableColumn<Channel>[] = [
  {
    id: 'name',
    label: 'Channel',
    value: (channel) => channel.name,
    cell: (channel) => (
      <span className={styles.inline}>
        <PlatformMark contentTypeId={channel.content_type_id} />
        {channel.name}
      </span>
    ),
    allowsSorting: true,
    grow: true,
    width: 240,
  },
  {
    id: 'platform',
    label: 'Platform',
    value: (channel) => platformName(channel.content_type_id),
    allowsSorting: true,
  },
  {
    id: 'handle',
    label: 'Handle',
    value: (channel) => (channel.handle === null ? null : `@${channel.handle}`),
    allowsSorting: true,
  },
  {
    id: 'subscribers',
    label: 'Subscribers',
    value: (channel) => channel.subscribers_count,
    cell: (channel) => <Num value={channel.subscribers_count} compact />,
    numeric: true,
    allowsSorting: true,
    firstSortDirection: 'descending',
  },
];

/** A creator's channels; a row opens that channel's profile (agency-creator-channel). */
export function ChannelList({
  creatorId,
  channels,
}: {
  readonly creatorId: number;
  readonly channels: readonly Channel[];
}) {
  const navigate = useNavigate();
  return (
    <Table<Channel>
      aria-label="Channels"
      columns={COLUMNS}
      rows={channels}
      getRowId={(channel) => channel.id}
      onRowAction={(key) =>
        void navigate(href('agency-creator-channel', { creatorId, channelId: String(key) }))
      }
      rowCountLabel={(count) => `${count} ${count === 1 ? 'channel' : 'channels'}`}
      emptyState={
        <EmptyState
          size="sm"
          title="This creator has no channels yet."
          description="Channels appear here once one is added for the creator."
        />
      }
      maxHeight={480}
    />
  );
}
