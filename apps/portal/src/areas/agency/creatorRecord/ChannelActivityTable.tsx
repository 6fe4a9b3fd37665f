import { EmptyState, Inline, type TableColumn } from '@airtime/design-system';
import type { Channel, ChannelActivity } from '@airtime/domain';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { href } from '../../../app/paths.ts';
import { PlatformMark, platformName } from '../../../features/channels/PlatformMark.tsx';
import { ExportableTable } from '../../../features/export/ExportableTable.tsx';
import { FIGURE_COLUMNS } from '../../../features/reports/figureColumns.tsx';

interface Row {
  readonly channel: Channel;
  readonly events: number;
  readonly aired: number;
  readonly views: number;
  readonly lastAired: string | null;
}

const COLUMNS: readonly TableColumn<Row>[] = [
  {
    id: 'channel',
    label: 'Channel',
    value: (row) => row.channel.name,
    cell: (row) => (
      <Inline as="span" space="xs" wrap={false}>
        <PlatformMark contentTypeId={row.channel.content_type_id} />
        {row.channel.name}
      </Inline>
    ),
    allowsSorting: true,
    grow: true,
    width: 240,
  },
  {
    id: 'platform',
    label: 'Platform',
    value: (row) => platformName(row.channel.content_type_id),
    allowsSorting: true,
    width: 140,
  },
  FIGURE_COLUMNS.events,
  FIGURE_COLUMNS.aired,
  FIGURE_COLUMNS.views,
  FIGURE_COLUMNS.lastAired,
];

/** Each of the creator's channels with its events; a row opens the channel's profile. */
export function ChannelActivityTable({
  creatorId,
  channels,
  activity,
}: {
  readonly creatorId: number;
  readonly channels: readonly Channel[];
  readonly activity: ReadonlyMap<number, ChannelActivity>;
}) {
  const navigate = useNavigate();
  const rows = useMemo(
    () =>
      channels.map((channel) => ({
        channel,
        events: activity.get(channel.id)?.events ?? 0,
        aired: activity.get(channel.id)?.aired ?? 0,
        views: activity.get(channel.id)?.views ?? 0,
        lastAired: activity.get(channel.id)?.lastAired ?? null,
      })),
    [channels, activity],
  );
  return (
    <ExportableTable<Row>
      noun="channels"
      aria-label="Activity by channel"
      columns={COLUMNS}
      rows={rows}
      getRowId={(row) => row.channel.id}
      defaultSortDescriptor={{ column: 'events', direction: 'descending' }}
      onRowAction={(key) =>
        void navigate(href('agency-creator-channel', { creatorId, channelId: String(key) }))
      }
      rowCountLabel={(count) => `${count} ${count === 1 ? 'channel' : 'channels'}`}
      emptyState={
        <EmptyState
          size="sm"
          title="This creator has no channels yet."
          description="Channel activity shows here once a channel is added."
        />
      }
      maxHeight={480}
    />
  );
}
