import { EMPTY_VALUE, Money, type TableColumn } from '@airtime/design-system';
import { type EventProduction, getEventDay, PROJECTION_WEIGHTS } from '@airtime/domain';
import { dateColumn, recordColumn } from '../lists/commonColumns.tsx';
import { badgeColumn } from '../status/badgeColumn.tsx';
import { productionStatusBadge } from '../status/productionBadges.ts';
import { ImportantBadge, ProjectionBadge } from '../status/StatusBadges.tsx';
import { getUserName } from '../users/getUserName.ts';

// Every column a production list shows, defined once; a list picks its own with
// productionColumns. Ids are the API's sort fields where it sorts by them.

/** The brand a production is for: its event's, else its sponsorship's. */
export function getProductionBrand(production: EventProduction) {
  return production.event?.brand ?? production.sponsorship?.brand;
}

const dayOf = (production: EventProduction) =>
  production.event === undefined ? null : getEventDay(production.event);

/** The production's owner or backup, by name. */
function assigneeColumn(type: 'owner' | 'backup', label: string): TableColumn<EventProduction> {
  const nameOf = (production: EventProduction) => {
    const assignee = production[type];
    return assignee === undefined ? null : getUserName(assignee.user);
  };
  return {
    id: type,
    label,
    width: 180,
    value: nameOf,
    cell: (production) => nameOf(production) ?? EMPTY_VALUE,
  };
}

export const PRODUCTION_COLUMNS = {
  title: {
    id: 'title',
    label: 'Event',
    width: 240,
    grow: true,
    value: (production) => production.event?.title ?? `Event ${production.event_id}`,
  },
  creator: recordColumn<EventProduction>(
    'creator',
    'Creator',
    (production) => production.event?.creator,
  ),
  brand: recordColumn<EventProduction>('brand', 'Brand', getProductionBrand),
  date: dateColumn<EventProduction>('date', 'Date', dayOf, { firstSortDirection: 'descending' }),
  status: badgeColumn<EventProduction>(
    'status',
    'Status',
    (production) => productionStatusBadge(production.status),
    { width: 140 },
  ),
  /** The projection with its weight (spec §4), sorted by the weight. */
  projection: {
    id: 'projection',
    label: 'Projection',
    width: 150,
    firstSortDirection: 'descending',
    value: (production) =>
      production.projection === null ? null : PROJECTION_WEIGHTS[production.projection],
    cell: (production) =>
      production.projection === null ? (
        EMPTY_VALUE
      ) : (
        <ProjectionBadge projection={production.projection} weighted />
      ),
  },
  is_important: {
    id: 'is_important',
    label: 'Important',
    width: 120,
    firstSortDirection: 'descending',
    value: (production) => production.is_important,
    cell: (production) => (production.is_important ? <ImportantBadge /> : EMPTY_VALUE),
  },
  owner: assigneeColumn('owner', 'Owner'),
  backup: assigneeColumn('backup', 'Backup'),
  tags: {
    id: 'tags',
    label: 'Tags',
    width: 180,
    value: (production) => production.tags?.map((tag) => tag.label).join(', ') || null,
    cell: (production) => production.tags?.map((tag) => tag.label).join(', ') || EMPTY_VALUE,
  },
  rate: {
    id: 'rate',
    label: 'Rate',
    width: 120,
    numeric: true,
    firstSortDirection: 'descending',
    value: (production) => production.event?.rate ?? null,
    cell: (production) => <Money value={production.event?.rate ?? null} />,
  },
} satisfies Record<string, TableColumn<EventProduction>>;
