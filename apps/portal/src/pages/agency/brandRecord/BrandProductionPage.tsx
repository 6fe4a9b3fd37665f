import { type ProductionSortField, useProductions } from '@airtime/api-client';
import { DateText, Money, type TableColumn } from '@airtime/design-system';
import {
  EVENT_PRODUCTION_STATUS_TITLES,
  EVENT_PRODUCTION_STATUSES,
  type EventProduction,
} from '@airtime/domain';
import * as styles from '../../../areas/agency/brandRecord/brand.css.ts';
import { useBrandId } from '../../../areas/agency/brandRecord/useBrandId.ts';
import { getUserName } from '../../../areas/agency/brandRecord/userName.ts';
import { getEventDay } from '../../../features/events/eventFigures.ts';
import { ConversationTable } from '../../../features/lists/ConversationTable.tsx';
import { FilterSelect } from '../../../features/lists/FilterSelect.tsx';
import { knownFilter, sortParam } from '../../../features/lists/listQueries.ts';
import { useListQuery } from '../../../features/lists/useListQuery.ts';
import { Page, PageHeader } from '../../../features/page/PageHeader.tsx';
import { ProductionStatusBadge, ProjectionBadge } from '../../../features/status/StatusBadges.tsx';

const SORTS: readonly ProductionSortField[] = [
  'date',
  'status',
  'projection',
  'is_important',
  'rate',
];
const STATUS_OPTIONS = EVENT_PRODUCTION_STATUSES.map((status) => ({
  id: status,
  label: EVENT_PRODUCTION_STATUS_TITLES[status],
}));

const dayOf = (row: EventProduction) => (row.event === undefined ? null : getEventDay(row.event));

const COLUMNS: TableColumn<EventProduction>[] = [
  {
    id: 'date',
    label: 'Date',
    value: dayOf,
    cell: (row) => <DateText value={dayOf(row)} />,
    allowsSorting: true,
    firstSortDirection: 'descending',
    width: 120,
  },
  {
    id: 'event',
    label: 'Event',
    value: (row) => row.event?.title ?? null,
    width: 240,
    grow: true,
  },
  { id: 'creator', label: 'Creator', value: (row) => row.event?.creator?.name ?? null },
  {
    id: 'status',
    label: 'Status',
    value: (row) => row.status,
    cell: (row) => <ProductionStatusBadge status={row.status} />,
    allowsSorting: true,
    width: 140,
  },
  {
    id: 'projection',
    label: 'Projection',
    value: (row) => row.projection,
    cell: (row) =>
      row.projection === null ? null : <ProjectionBadge projection={row.projection} />,
    allowsSorting: true,
    width: 130,
  },
  {
    id: 'is_important',
    label: 'Important',
    value: (row) => (row.is_important ? 'Yes' : 'No'),
    allowsSorting: true,
    width: 110,
  },
  {
    id: 'owner',
    label: 'Owner',
    value: (row) => (row.owner === undefined ? null : getUserName(row.owner.user)),
  },
  {
    id: 'rate',
    label: 'Rate',
    value: (row) => row.event?.rate ?? null,
    cell: (row) => <Money value={row.event?.rate} />,
    numeric: true,
    allowsSorting: true,
    firstSortDirection: 'descending',
    width: 110,
  },
];

/**
 * Production: the brand's event productions, newest first, with status, projection and owner; a
 * row opens its conversations.
 */
export function BrandProductionPage() {
  const brandId = useBrandId();
  const query = useListQuery({ field: 'date', direction: 'desc' });
  const status = knownFilter(query.filters, 'status', EVENT_PRODUCTION_STATUSES);
  const productions = useProductions({
    brand_id: brandId,
    sort: sortParam(query.sort, SORTS, '-date'),
    ...(status === undefined ? {} : { status }),
  });
  return (
    <Page>
      <PageHeader
        title="Production"
        description="The brand's sponsored events in production: their status, how likely they are to air, and who owns them."
      />
      <div className={styles.filters}>
        <FilterSelect
          query={query}
          field="status"
          label="Status"
          options={STATUS_OPTIONS}
          allLabel="All statuses"
        />
      </div>
      <ConversationTable
        subjectType="event_production"
        appType="agency"
        label="Productions"
        columns={COLUMNS}
        list={productions}
        query={query}
        noun="productions"
        emptyTitle={
          status === undefined
            ? 'This brand has no events in production.'
            : 'No production has this status.'
        }
        emptyDescription={
          status === undefined
            ? 'Booking an event for the brand starts its production.'
            : 'Choose another status, or all statuses.'
        }
      />
    </Page>
  );
}
