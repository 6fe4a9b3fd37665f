import { EmptyState } from '@airtime/design-system';
import type { Channel } from '@airtime/domain';
import type { ReactNode } from 'react';
import { ExportableTable } from '../export/ExportableTable.tsx';
import { pickColumns } from '../lists/pickColumns.ts';
import { CHANNEL_COLUMNS } from './channelColumns.tsx';

const IDS = ['name', 'content_type_id', 'handle', 'subscribers_count'] as const;
// The table sorts one creator's few channels itself, by any column.
const COLUMNS = pickColumns(CHANNEL_COLUMNS, IDS, IDS);

/** One creator's channels, biggest audience first; a row opens that channel. */
export function ChannelTable({
  channels,
  onOpen,
  emptyTitle,
  emptyDescription,
  isLoading = false,
  errorState,
}: {
  readonly channels: readonly Channel[];
  readonly onOpen: (channelId: number) => void;
  readonly emptyTitle: string;
  readonly emptyDescription: string;
  readonly isLoading?: boolean;
  /** Shown instead of the rows when the channels could not be loaded. */
  readonly errorState?: ReactNode;
}) {
  return (
    <ExportableTable<Channel>
      noun="channels"
      aria-label="Channels"
      columns={COLUMNS}
      rows={channels}
      getRowId={(channel) => channel.id}
      defaultSortDescriptor={{ column: 'subscribers_count', direction: 'descending' }}
      onRowAction={(key) => onOpen(Number(key))}
      isLoading={isLoading}
      rowCountLabel={(count) => (count === 1 ? '1 channel' : `${count} channels`)}
      emptyState={<EmptyState size="sm" title={emptyTitle} description={emptyDescription} />}
      {...(errorState === undefined ? {} : { errorState })}
      maxHeight={480}
    />
  );
}
