import { type ProductionSortField, useProductions } from '@airtime/api-client';
import { Inline } from '@airtime/design-system';
import { EVENT_PRODUCTION_STATUSES } from '@airtime/domain';
import { useBrandId } from '../../../areas/agency/brandRecord/useBrandId.ts';
import { ConversationList } from '../../../areas/agency/ConversationList.tsx';
import { FilterSelect } from '../../../features/lists/FilterSelect.tsx';
import { knownFilter, sortParam } from '../../../features/lists/listQueries.ts';
import { pickColumns } from '../../../features/lists/pickColumns.ts';
import { useListQuery } from '../../../features/lists/useListQuery.ts';
import { Page, PageHeader } from '../../../features/page/PageHeader.tsx';
import { PRODUCTION_COLUMNS } from '../../../features/productions/productionColumns.tsx';
import { useProductionTable } from '../../../features/productions/productionEditing.tsx';
import { useProductionModals } from '../../../features/productions/productionModalProps.ts';
import { PRODUCTION_STATUS_OPTIONS } from '../../../features/status/statusOptions.ts';

const SORTS: readonly ProductionSortField[] = [
  'date',
  'status',
  'projection',
  'is_important',
  'rate',
];

const COLUMNS = pickColumns(
  PRODUCTION_COLUMNS,
  [
    'date',
    'title',
    'creator',
    'status',
    'projection',
    'is_important',
    'owner',
    'backup',
    'tags',
    'rate',
  ],
  SORTS,
);

/**
 * Production: the brand's event productions, newest first, with status, projection and owner; a
 * row opens the production.
 */
export function BrandProductionPage() {
  const modals = useProductionModals();
  const brandId = useBrandId();
  const query = useListQuery({ field: 'date', direction: 'desc' });
  const status = knownFilter(query.filters, 'status', EVENT_PRODUCTION_STATUSES);
  const productions = useProductions({
    brand_id: brandId,
    sort: sortParam(query.sort, SORTS, '-date'),
    ...(status === undefined ? {} : { status }),
  });
  const table = useProductionTable(COLUMNS, productions.items);
  return (
    <Page>
      <PageHeader
        title="Production"
        description="The brand's sponsored events in production: their status, how likely they are to air, and who owns them."
      />
      <Inline alignY="bottom" space="md">
        <FilterSelect
          query={query}
          field="status"
          label="Status"
          options={PRODUCTION_STATUS_OPTIONS}
          allLabel="All statuses"
        />
      </Inline>
      <ConversationList
        subjectType="event_production"
        onOpen={(production) => modals.open('production', { id: production.id })}
        label="Productions"
        {...table}
        list={productions}
        query={query}
        noun="productions"
        live="event-production"
        isFiltered={status !== undefined}
        empty={{
          title: 'This brand has no events in production.',
          description: 'Booking an event for the brand starts its production.',
        }}
        emptyFiltered={{
          title: 'No production has this status.',
          description: 'Choose another status, or all statuses.',
        }}
      />
    </Page>
  );
}
