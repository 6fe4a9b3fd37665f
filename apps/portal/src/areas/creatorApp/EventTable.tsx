import {
  DateText,
  EmptyState,
  Money,
  Num,
  StatusBadge,
  Table,
  type TableColumn,
} from '@airtime/design-system';
import { type Event, PROJECTION_TITLES } from '@airtime/domain';
import { useMemo } from 'react';
import { expectedValueOf } from '../../features/reports/creatorFigures.ts';
import * as styles from '../../features/reports/creatorReports.css.ts';
import { PlatformMark } from '../../features/reports/PlatformMark.tsx';
import { projectionBadge } from '../../features/status/statusBadges.ts';

function dateColumn(id: 'planned_date' | 'aired_date' | 'billing_date', label: string) {
  return {
    id,
    label,
    value: (event: Event) => event[id],
    cell: (event: Event) => <DateText value={event[id]} />,
    allowsSorting: true,
    width: 130,
  } satisfies TableColumn<Event>;
}

const COLUMNS = {
  title: {
    id: 'title',
    label: 'Event',
    value: (event) => event.title,
    allowsSorting: true,
    grow: true,
    width: 240,
  },
  brand: {
    id: 'brand',
    label: 'Brand',
    value: (event) => event.brand?.name ?? null,
    allowsSorting: true,
    width: 180,
  },
  channel: {
    id: 'channel',
    label: 'Channel',
    value: (event) => event.channel?.name ?? null,
    cell: (event) =>
      event.channel === undefined ? (
        '—'
      ) : (
        <span className={styles.inline}>
          <PlatformMark contentTypeId={event.channel.content_type_id} />
          {event.channel.name}
        </span>
      ),
    allowsSorting: true,
    width: 220,
  },
  planned_date: dateColumn('planned_date', 'Planned'),
  aired_date: dateColumn('aired_date', 'Aired'),
  billing_date: dateColumn('billing_date', 'Billing'),
  views: {
    id: 'views',
    label: 'Views',
    value: (event) => event.actual_views,
    cell: (event) => <Num value={event.actual_views} />,
    numeric: true,
    allowsSorting: true,
    firstSortDirection: 'descending',
    width: 120,
  },
  rate: {
    id: 'rate',
    label: 'Rate',
    value: (event) => event.rate,
    cell: (event) => <Money value={event.rate} />,
    numeric: true,
    allowsSorting: true,
    firstSortDirection: 'descending',
    width: 120,
  },
  projection: {
    id: 'projection',
    label: 'Projection',
    value: (event) =>
      event.production?.projection == null ? null : PROJECTION_TITLES[event.production.projection],
    cell: (event) =>
      event.production?.projection == null ? (
        'Not judged'
      ) : (
        <StatusBadge size="sm" showDot={false} {...projectionBadge(event.production.projection)} />
      ),
    width: 130,
  },
  expected: {
    id: 'expected',
    label: 'Expected',
    value: (event) => expectedValueOf(event),
    cell: (event) => <Money value={expectedValueOf(event)} />,
    numeric: true,
    allowsSorting: true,
    firstSortDirection: 'descending',
    width: 130,
  },
} satisfies Record<string, TableColumn<Event>>;

export type EventColumn = keyof typeof COLUMNS;

/** Events as a table sorted in the browser, with the columns a page asks for. */
export function EventTable({
  label,
  events,
  columns,
  defaultSort,
  emptyTitle,
  emptyDescription,
}: {
  readonly label: string;
  readonly events: readonly Event[];
  readonly columns: readonly EventColumn[];
  readonly defaultSort: {
    readonly column: EventColumn;
    readonly direction: 'ascending' | 'descending';
  };
  readonly emptyTitle: string;
  readonly emptyDescription: string;
}) {
  const picked = useMemo(
    () => columns.map((column) => COLUMNS[column] as TableColumn<Event>),
    [columns],
  );
  return (
    <Table<Event>
      aria-label={label}
      columns={picked}
      rows={events}
      getRowId={(event) => event.id}
      defaultSortDescriptor={defaultSort}
      rowCountLabel={(count) => `${count} ${count === 1 ? 'event' : 'events'}`}
      emptyState={<EmptyState size="sm" title={emptyTitle} description={emptyDescription} />}
      maxHeight={480}
    />
  );
}
