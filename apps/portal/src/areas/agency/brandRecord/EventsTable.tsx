import type { InfiniteList } from '@airtime/api-client';
import {
  DateText,
  EMPTY_VALUE,
  formatPercent,
  Money,
  Num,
  type TableColumn,
} from '@airtime/design-system';
import type { Event } from '@airtime/domain';
import { useMemo } from 'react';
import { computeCpm, getEventDay } from '../../../features/events/eventFigures.ts';
import { ResourceTable } from '../../../features/lists/ResourceTable.tsx';
import type { ListQuery } from '../../../features/lists/useListQuery.ts';
import { toDay } from '../../../features/months/months.ts';
import { getEventState } from '../../../features/status/eventBadges.ts';
import { EventStateBadge } from '../../../features/status/StatusBadges.tsx';

/** The columns an events table can show; sortable ones are named after the API's sort fields. */
export type EventColumnId =
  | 'date'
  | 'title'
  | 'creator'
  | 'channel'
  | 'state'
  | 'estimated_views'
  | 'actual_views'
  | 'delivery'
  | 'rate'
  | 'cpm';

/** Every column, in their order. */
export const EVENT_COLUMNS: readonly EventColumnId[] = [
  'date',
  'title',
  'creator',
  'channel',
  'state',
  'estimated_views',
  'actual_views',
  'delivery',
  'rate',
  'cpm',
];

const SORTABLE: ReadonlySet<EventColumnId> = new Set([
  'date',
  'title',
  'estimated_views',
  'actual_views',
  'rate',
]);

function delivery(event: Event): number | null {
  if (event.actual_views === null || !event.estimated_views) return null;
  return event.actual_views / event.estimated_views;
}

function eventCpm(event: Event): number | null {
  return event.aired_date === null || event.rate === null || event.actual_views === null
    ? null
    : computeCpm(event.rate, event.actual_views);
}

/** The table columns of `ids`; `sortable` lets the API-sortable ones sort. */
export function getEventColumns(
  ids: readonly EventColumnId[],
  today: string,
  sortable: boolean,
): TableColumn<Event>[] {
  const all: Record<EventColumnId, TableColumn<Event>> = {
    date: {
      id: 'date',
      label: 'Date',
      value: getEventDay,
      cell: (event) => <DateText value={getEventDay(event)} />,
      width: 120,
      firstSortDirection: 'descending',
    },
    title: { id: 'title', label: 'Event', value: (event) => event.title, width: 240, grow: true },
    creator: { id: 'creator', label: 'Creator', value: (event) => event.creator?.name ?? null },
    channel: { id: 'channel', label: 'Channel', value: (event) => event.channel?.name ?? null },
    state: {
      id: 'state',
      label: 'Status',
      value: (event) => getEventState(event, today),
      cell: (event) => <EventStateBadge state={getEventState(event, today)} />,
      width: 120,
    },
    estimated_views: {
      id: 'estimated_views',
      label: 'Est. views',
      value: (event) => event.estimated_views,
      cell: (event) => <Num value={event.estimated_views} />,
      numeric: true,
      width: 120,
      firstSortDirection: 'descending',
    },
    actual_views: {
      id: 'actual_views',
      label: 'Views',
      value: (event) => event.actual_views,
      cell: (event) => <Num value={event.actual_views} />,
      numeric: true,
      width: 120,
      firstSortDirection: 'descending',
    },
    delivery: {
      id: 'delivery',
      label: 'Views vs est.',
      value: delivery,
      cell: (event) => {
        const ratio = delivery(event);
        return ratio === null ? EMPTY_VALUE : formatPercent(ratio);
      },
      numeric: true,
      width: 130,
    },
    rate: {
      id: 'rate',
      label: 'Rate',
      value: (event) => event.rate,
      cell: (event) => <Money value={event.rate} />,
      numeric: true,
      width: 110,
      firstSortDirection: 'descending',
    },
    cpm: {
      id: 'cpm',
      label: 'CPM',
      value: eventCpm,
      cell: (event) => <Money value={eventCpm(event)} decimals={2} />,
      numeric: true,
      width: 100,
    },
  };
  return ids.map((id) => ({ ...all[id], allowsSorting: sortable && SORTABLE.has(id) }));
}

export interface EventsTableProps {
  /** An events list hook's answer: useEvents, useBrandEvents. */
  readonly list: InfiniteList<Event>;
  /** The URL sort (the server sorts); without it the columns do not sort. */
  readonly query?: ListQuery;
  readonly label: string;
  readonly columns?: readonly EventColumnId[];
  readonly emptyTitle: string;
  readonly emptyDescription?: string;
}

/** Events as a server-sorted, paged table: day, title, creator, channel, status, views, rate, CPM. */
export function EventsTable({
  list,
  query,
  label,
  columns = EVENT_COLUMNS,
  emptyTitle,
  emptyDescription,
}: EventsTableProps) {
  const today = toDay(new Date());
  const sortable = query !== undefined;
  const tableColumns = useMemo(
    () => getEventColumns(columns, today, sortable),
    [columns, today, sortable],
  );
  return (
    <ResourceTable<Event>
      label={label}
      columns={tableColumns}
      list={list}
      {...(query === undefined ? {} : { query })}
      emptyTitle={emptyTitle}
      {...(emptyDescription === undefined ? {} : { emptyDescription })}
      noun="events"
    />
  );
}
