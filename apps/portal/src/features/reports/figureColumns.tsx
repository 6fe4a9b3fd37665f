import { formatPercent, Money, Num, type TableColumn } from '@airtime/design-system';
import type { Event } from '@airtime/domain';
import { type EventFigures, type EventGroup, summarizeGroups } from '../events/eventFigures.ts';
import { lastAiredColumn } from '../events/lastAiredColumn.tsx';

/** A row of figures per creator (the creator's id as key). */
export interface CreatorFigures extends EventGroup<number, Event> {
  readonly creator: string | null;
}

/** A row of figures added up from events: per creator, per campaign... */
export type FigureRow = EventFigures & Pick<EventGroup<unknown, unknown>, 'lastAired'>;

type Column = TableColumn<FigureRow>;

/** The figure columns the brand reports share: events, views against estimate, spend, CPM, last airing. */
export const FIGURE_COLUMNS: Record<
  'aired' | 'views' | 'estimatedViews' | 'delivery' | 'spend' | 'cpm' | 'lastAired',
  Column
> = {
  aired: {
    id: 'aired',
    label: 'Aired',
    value: (row) => row.aired,
    cell: (row) => <Num value={row.aired} />,
    numeric: true,
    allowsSorting: true,
    firstSortDirection: 'descending',
    width: 90,
  },
  views: {
    id: 'views',
    label: 'Views',
    value: (row) => row.views,
    cell: (row) => <Num value={row.views} />,
    numeric: true,
    allowsSorting: true,
    firstSortDirection: 'descending',
    width: 120,
  },
  estimatedViews: {
    id: 'estimatedViews',
    label: 'Est. views',
    value: (row) => row.estimatedViews,
    cell: (row) => <Num value={row.estimatedViews} />,
    numeric: true,
    allowsSorting: true,
    firstSortDirection: 'descending',
    width: 120,
  },
  delivery: {
    id: 'delivery',
    label: 'Views vs est.',
    value: (row) => row.delivery,
    cell: (row) => (row.delivery === null ? null : formatPercent(row.delivery)),
    numeric: true,
    allowsSorting: true,
    firstSortDirection: 'descending',
    width: 130,
  },
  spend: {
    id: 'spend',
    label: 'Spend',
    value: (row) => row.spend,
    cell: (row) => <Money value={row.spend} />,
    numeric: true,
    allowsSorting: true,
    firstSortDirection: 'descending',
    width: 120,
  },
  cpm: {
    id: 'cpm',
    label: 'CPM',
    value: (row) => row.cpm,
    cell: (row) => <Money value={row.cpm} decimals={2} />,
    numeric: true,
    allowsSorting: true,
    width: 100,
  },
  lastAired: lastAiredColumn,
};

/** Events added up per creator, with the creator's name. */
export function getCreatorFigures(events: readonly Event[]): CreatorFigures[] {
  const names = new Map(events.map((event) => [event.publisher_id, event.creator?.name ?? null]));
  return summarizeGroups(events, (event) => event.publisher_id).map((group) => ({
    ...group,
    creator: names.get(group.key) ?? null,
  }));
}
