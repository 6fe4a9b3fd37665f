import {
  DateText,
  EMPTY_VALUE,
  formatPercent,
  Money,
  Num,
  StatusBadge,
  type TableColumn,
} from '@airtime/design-system';
import {
  computeCpm,
  computeEventExpectedValue,
  type Event,
  getEventDay,
  PROJECTION_TITLES,
} from '@airtime/domain';
import { ChannelName } from '../channels/ChannelName.tsx';
import { getEventState } from '../status/eventBadges.ts';
import { projectionBadge } from '../status/productionBadges.ts';
import { EventStateBadge } from '../status/StatusBadges.tsx';

// The event columns of every events table, in every app: each table picks the ones it shows.

/** The columns an events table can show. */
export type EventColumnId =
  | 'date'
  | 'title'
  | 'creator'
  | 'brand'
  | 'channel'
  | 'status'
  | 'planned_date'
  | 'aired_date'
  | 'billing_date'
  | 'estimated_views'
  | 'actual_views'
  | 'delivery'
  | 'rate'
  | 'cpm'
  | 'projection'
  | 'expected';

/** What the events report shows of each event: the plan, the result, and what it cost. */
export const REPORT_EVENT_COLUMNS: readonly EventColumnId[] = [
  'date',
  'title',
  'creator',
  'channel',
  'status',
  'estimated_views',
  'actual_views',
  'delivery',
  'rate',
  'cpm',
];

/**
 * How a table sorts: the server by the API's sort fields (the ids of those columns), the
 * table itself by any figure or name, or not at all.
 */
export type EventSorting = 'server' | 'browser' | 'none';

/** The columns both event lists (the agency's and the brand app's) sort by on the server. */
const SERVER_SORTS: ReadonlySet<EventColumnId> = new Set([
  'date',
  'title',
  'estimated_views',
  'actual_views',
  'rate',
]);

/** A projection's title sorts alphabetically, which says nothing: it never sorts. */
const NEVER_SORTS: ReadonlySet<EventColumnId> = new Set(['projection']);

function delivery(event: Event): number | null {
  if (event.actual_views === null || !event.estimated_views) return null;
  return event.actual_views / event.estimated_views;
}

function eventCpm(event: Event): number | null {
  return event.aired_date === null || event.rate === null || event.actual_views === null
    ? null
    : computeCpm(event.rate, event.actual_views);
}

function dateColumn(id: 'planned_date' | 'aired_date' | 'billing_date', label: string) {
  return {
    id,
    label,
    value: (event: Event) => event[id],
    cell: (event: Event) => <DateText value={event[id]} />,
    width: 130,
  } satisfies TableColumn<Event>;
}

function eventColumns(today: string): Record<EventColumnId, TableColumn<Event>> {
  return {
    date: {
      id: 'date',
      label: 'Date',
      value: getEventDay,
      cell: (event) => <DateText value={getEventDay(event)} />,
      width: 120,
      firstSortDirection: 'descending',
    },
    title: { id: 'title', label: 'Event', value: (event) => event.title, width: 240, grow: true },
    creator: {
      id: 'creator',
      label: 'Creator',
      value: (event) => event.creator?.name ?? null,
      width: 180,
    },
    brand: {
      id: 'brand',
      label: 'Brand',
      value: (event) => event.brand?.name ?? null,
      width: 180,
    },
    channel: {
      id: 'channel',
      label: 'Channel',
      value: (event) => event.channel?.name ?? null,
      cell: (event) =>
        event.channel === undefined ? EMPTY_VALUE : <ChannelName channel={event.channel} />,
      width: 220,
    },
    status: {
      id: 'status',
      label: 'Status',
      value: (event) => getEventState(event, today),
      cell: (event) => <EventStateBadge state={getEventState(event, today)} />,
      width: 120,
    },
    planned_date: dateColumn('planned_date', 'Planned'),
    aired_date: dateColumn('aired_date', 'Aired'),
    billing_date: dateColumn('billing_date', 'Billing'),
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
      firstSortDirection: 'descending',
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
    projection: {
      id: 'projection',
      label: 'Projection',
      value: (event) =>
        event.production?.projection == null
          ? null
          : PROJECTION_TITLES[event.production.projection],
      cell: (event) =>
        event.production?.projection == null ? (
          'Not judged'
        ) : (
          <StatusBadge
            size="sm"
            showDot={false}
            {...projectionBadge(event.production.projection)}
          />
        ),
      width: 130,
    },
    expected: {
      id: 'expected',
      label: 'Expected',
      value: computeEventExpectedValue,
      cell: (event) => <Money value={computeEventExpectedValue(event)} />,
      numeric: true,
      width: 130,
      firstSortDirection: 'descending',
    },
  };
}

function sorts(id: EventColumnId, sorting: EventSorting): boolean {
  if (sorting === 'server') return SERVER_SORTS.has(id);
  return sorting === 'browser' && !NEVER_SORTS.has(id);
}

/** The table columns of `ids`, in that order, sorting as `sorting` says; `today` dates the status. */
export function getEventColumns(
  ids: readonly EventColumnId[],
  { today, sorting }: { readonly today: string; readonly sorting: EventSorting },
): TableColumn<Event>[] {
  const all = eventColumns(today);
  return ids.map((id) => ({ ...all[id], allowsSorting: sorts(id, sorting) }));
}
