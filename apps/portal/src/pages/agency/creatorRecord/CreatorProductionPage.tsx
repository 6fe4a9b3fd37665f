import { type ProductionSortField, useProductions } from '@airtime/api-client';
import { Section } from '@airtime/design-system';
import { EVENT_PRODUCTION_STATUSES } from '@airtime/domain';
import { ConversationList } from '../../../areas/agency/ConversationList.tsx';
import { FilterSelect } from '../../../features/lists/FilterSelect.tsx';
import { knownFilter, sortParam } from '../../../features/lists/listQueries.ts';
import { pickColumns } from '../../../features/lists/pickColumns.ts';
import { useListQuery } from '../../../features/lists/useListQuery.ts';
import { useIdParam } from '../../../features/navigation/useIdParam.ts';
import { PRODUCTION_COLUMNS } from '../../../features/productions/productionColumns.tsx';
import { useProductionTable } from '../../../features/productions/productionEditing.tsx';
import { useProductionModals } from '../../../features/productions/productionModalProps.ts';
import { UncontractedEventButton } from '../../../features/productions/UncontractedEventButton.tsx';
import { PRODUCTION_STATUS_OPTIONS } from '../../../features/status/statusOptions.ts';

const SORTS: readonly ProductionSortField[] = ['date', 'status', 'projection', 'rate'];
const COLUMNS = pickColumns(
  PRODUCTION_COLUMNS,
  [
    'title',
    'brand',
    'date',
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
 * The production of the creator's booked events, newest first, filtered by status in the URL; a
 * row opens the production.
 */
export function CreatorProductionPage() {
  const modals = useProductionModals();
  const creatorId = useIdParam('creatorId') ?? 0;
  const query = useListQuery({ field: 'date', direction: 'desc' });
  const status = knownFilter(query.filters, 'status', EVENT_PRODUCTION_STATUSES);
  const list = useProductions({
    creatorId,
    sort: sortParam(query.sort, SORTS, '-date'),
    ...(status === undefined ? {} : { status }),
  });
  const table = useProductionTable(COLUMNS, list.items);
  return (
    <Section
      title="Production"
      description="The work to get each of the creator’s booked events made and aired."
      actions={
        <>
          <UncontractedEventButton creatorId={creatorId} />
          <FilterSelect
            query={query}
            field="status"
            label="Status"
            options={PRODUCTION_STATUS_OPTIONS}
          />
        </>
      }
    >
      <ConversationList
        subjectType="event_production"
        onOpen={(production) => modals.open('production', { id: production.id })}
        label="Productions"
        {...table}
        list={list}
        query={query}
        noun="productions"
        live="event-production"
        isFiltered={status !== undefined}
        empty={{
          title: 'No events of this creator are in production.',
          description: 'Booking one of the creator’s events for a brand starts its production.',
        }}
        emptyFiltered={{
          title: 'No productions with this status.',
          description: 'Choose another status, or All.',
        }}
      />
    </Section>
  );
}
