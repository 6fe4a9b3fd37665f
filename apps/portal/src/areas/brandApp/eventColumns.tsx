import {
  DateText,
  getPlatform,
  Money,
  Num,
  StatusBadge,
  type TableColumn,
} from '@airtime/design-system';
import type { Event } from '@airtime/domain';
import { getEventDay } from '../../features/events/eventFigures.ts';
import { eventScheduleBadge } from '../../features/status/eventBadges.ts';

// The brand's events as table columns. Ids are the API's sort fields where the server sorts by
// them (date, title, rate, actual_views, estimated_views), so a ResourceTable can sort them.

const date: TableColumn<Event> = {
  id: 'date',
  label: 'Date',
  value: (event) => getEventDay(event),
  cell: (event) => <DateText value={getEventDay(event)} />,
  allowsSorting: true,
  firstSortDirection: 'descending',
  width: 120,
};

const title: TableColumn<Event> = {
  id: 'title',
  label: 'Event',
  value: (event) => event.title,
  allowsSorting: true,
  width: 240,
  grow: true,
};

const creator: TableColumn<Event> = {
  id: 'creator',
  label: 'Creator',
  value: (event) => event.creator?.name ?? null,
  width: 180,
};

const channel: TableColumn<Event> = {
  id: 'channel',
  label: 'Channel',
  value: (event) => event.channel?.name ?? null,
  cell: (event) => {
    const platform = getPlatform(event.channel?.content_type_id);
    const name = event.channel?.name ?? null;
    return platform === null || name === null ? name : `${name} (${platform.name})`;
  },
  width: 200,
};

const status: TableColumn<Event> = {
  id: 'status',
  label: 'Status',
  value: (event) => eventScheduleBadge(event).label,
  cell: (event) => <StatusBadge size="sm" {...eventScheduleBadge(event)} />,
  width: 120,
};

const rate: TableColumn<Event> = {
  id: 'rate',
  label: 'Rate',
  value: (event) => event.rate,
  cell: (event) => <Money value={event.rate} />,
  numeric: true,
  allowsSorting: true,
  firstSortDirection: 'descending',
  width: 110,
};

const views: TableColumn<Event> = {
  id: 'actual_views',
  label: 'Views',
  value: (event) => event.actual_views,
  cell: (event) => <Num value={event.actual_views} compact />,
  numeric: true,
  allowsSorting: true,
  firstSortDirection: 'descending',
  width: 110,
};

const estimated: TableColumn<Event> = {
  id: 'estimated_views',
  label: 'Est. views',
  value: (event) => event.estimated_views,
  cell: (event) => <Num value={event.estimated_views} compact />,
  numeric: true,
  allowsSorting: true,
  firstSortDirection: 'descending',
  width: 110,
};

/** The brand's events, the title naming each row. */
export const BRAND_EVENT_COLUMNS: readonly TableColumn<Event>[] = [
  title,
  date,
  creator,
  channel,
  status,
  rate,
  views,
  estimated,
];

/** One creator's events for the brand: the creator goes without saying. */
export const CREATOR_EVENT_COLUMNS: readonly TableColumn<Event>[] = [
  title,
  date,
  channel,
  status,
  rate,
  views,
  estimated,
];

/** A short list of events, as the dashboard shows them. */
export const SUMMARY_EVENT_COLUMNS: readonly TableColumn<Event>[] = [
  title,
  date,
  creator,
  status,
  rate,
];
