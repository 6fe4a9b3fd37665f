import { getPlatform, Num, type TableColumn } from '@airtime/design-system';
import type { Channel } from '@airtime/domain';

// A creator's channels as table columns; ids are the API's sort fields where it sorts by them.

const name: TableColumn<Channel> = {
  id: 'name',
  label: 'Channel',
  value: (channel) => channel.name,
  allowsSorting: true,
  width: 220,
  grow: true,
};

const platform: TableColumn<Channel> = {
  id: 'content_type_id',
  label: 'Platform',
  value: (channel) => getPlatform(channel.content_type_id)?.name ?? null,
  width: 140,
};

const handle: TableColumn<Channel> = {
  id: 'handle',
  label: 'Handle',
  value: (channel) => (channel.handle === null ? null : `@${channel.handle}`),
  width: 160,
};

const creator: TableColumn<Channel> = {
  id: 'creator',
  label: 'Creator',
  value: (channel) => channel.creator?.name ?? null,
  width: 180,
};

const subscribers: TableColumn<Channel> = {
  id: 'subscribers_count',
  label: 'Subscribers',
  value: (channel) => channel.subscribers_count,
  cell: (channel) => <Num value={channel.subscribers_count} compact />,
  numeric: true,
  allowsSorting: true,
  firstSortDirection: 'descending',
  width: 130,
};

/** Channels of many creators (prospecting). */
export const CHANNEL_COLUMNS: readonly TableColumn<Channel>[] = [
  name,
  creator,
  platform,
  handle,
  subscribers,
];

/** One creator's channels (the creator's profile). */
export const CREATOR_CHANNEL_COLUMNS: readonly TableColumn<Channel>[] = [
  name,
  platform,
  handle,
  subscribers,
];
