import { Num, type TableColumn } from '@airtime/design-system';
import type { Channel } from '@airtime/domain';
import { recordColumn } from '../lists/commonColumns.tsx';
import { ChannelName } from './ChannelName.tsx';
import { platformName } from './PlatformMark.tsx';

// Every column a channel list shows, defined once; a list picks its own with pickColumns.
// Ids are the API's sort fields where it sorts by them.

export const CHANNEL_COLUMNS = {
  name: {
    id: 'name',
    label: 'Channel',
    width: 220,
    grow: true,
    value: (channel) => channel.name,
    cell: (channel) => <ChannelName channel={channel} />,
  },
  creator: recordColumn<Channel>('creator', 'Creator', (channel) => channel.creator, {
    width: 180,
  }),
  content_type_id: {
    id: 'content_type_id',
    label: 'Platform',
    width: 140,
    value: (channel) => platformName(channel.content_type_id),
  },
  handle: {
    id: 'handle',
    label: 'Handle',
    width: 160,
    value: (channel) => (channel.handle === null ? null : `@${channel.handle}`),
  },
  subscribers_count: {
    id: 'subscribers_count',
    label: 'Subscribers',
    width: 130,
    numeric: true,
    firstSortDirection: 'descending',
    value: (channel) => channel.subscribers_count,
    cell: (channel) => <Num value={channel.subscribers_count} compact />,
  },
} satisfies Record<string, TableColumn<Channel>>;
