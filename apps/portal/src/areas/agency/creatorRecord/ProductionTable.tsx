import { DateText, Money, type TableColumn } from '@airtime/design-system';
import {
  EVENT_PRODUCTION_STATUS_TITLES,
  type EventProduction,
  PROJECTION_TITLES,
} from '@airtime/domain';
import { getEventDay } from '../../../features/events/eventFigures.ts';
import { ProductionStatusBadge, ProjectionBadge } from '../../../features/status/StatusBadges.tsx';

// Columns of a creator's production list; ids that the API sorts by are the sort fields.

export const PRODUCTION_COLUMNS: readonly TableColumn<EventProduction>[] = [
  {
    id: 'title',
    label: 'Event',
    value: (production) => production.event?.title ?? `Event ${production.event_id}`,
    grow: true,
    width: 240,
  },
  {
    id: 'brand',
    label: 'Brand',
    value: (production) =>
      production.event?.brand?.name ?? production.sponsorship?.brand?.name ?? null,
    width: 180,
  },
  {
    id: 'date',
    label: 'Date',
    value: (production) => (production.event === undefined ? null : getEventDay(production.event)),
    cell: (production) => (
      <DateText value={production.event === undefined ? null : getEventDay(production.event)} />
    ),
    allowsSorting: true,
    firstSortDirection: 'descending',
    width: 130,
  },
  {
    id: 'status',
    label: 'Status',
    value: (production) => EVENT_PRODUCTION_STATUS_TITLES[production.status],
    cell: (production) => <ProductionStatusBadge status={production.status} />,
    allowsSorting: true,
    width: 140,
  },
  {
    id: 'projection',
    label: 'Projection',
    value: (production) =>
      production.projection === null ? null : PROJECTION_TITLES[production.projection],
    cell: (production) =>
      production.projection === null ? '—' : <ProjectionBadge projection={production.projection} />,
    allowsSorting: true,
    width: 130,
  },
  {
    id: 'rate',
    label: 'Rate',
    value: (production) => production.event?.rate ?? null,
    cell: (production) => <Money value={production.event?.rate ?? null} />,
    numeric: true,
    allowsSorting: true,
    firstSortDirection: 'descending',
    width: 120,
  },
];
