import { type ProductionSort, useProductions } from '@airtime/api-client';
import { EVENT_PRODUCTION_STATUS_TITLES, EVENT_PRODUCTION_STATUSES } from '@airtime/domain';
import { PRODUCTION_COLUMNS } from '../../../areas/agency/creatorRecord/ProductionTable.tsx';
import { ConversationTable } from '../../../features/lists/ConversationTable.tsx';
import { FilterSelect } from '../../../features/lists/FilterSelect.tsx';
import { knownFilter } from '../../../features/lists/listQueries.ts';
import { useListQuery } from '../../../features/lists/useListQuery.ts';
import { useIdParam } from '../../../features/navigation/useIdParam.ts';
import { Section, SectionHeader } from '../../../features/page/SectionHeader.tsx';

const STATUS_OPTIONS = EVENT_PRODUCTION_STATUSES.map((id) => ({
  id,
  label: EVENT_PRODUCTION_STATUS_TITLES[id],
}));

/**
 * The production of the creator's booked events, newest first, filtered by status in the URL; a
 * row opens its conversations.
 */
export function CreatorProductionPage() {
  const creatorId = useIdParam('creatorId') ?? 0;
  const query = useListQuery({ field: 'date', direction: 'desc' });
  const status = knownFilter(query.filters, 'status', EVENT_PRODUCTION_STATUSES);
  const list = useProductions({
    creatorId,
    sort: query.apiSort as ProductionSort,
    ...(status === undefined ? {} : { status }),
  });
  return (
    <Section>
      <SectionHeader
        title="Production"
        description="The work to get each of the creator’s booked events made and aired."
        actions={
          <FilterSelect query={query} field="status" label="Status" options={STATUS_OPTIONS} />
        }
      />
      <ConversationTable
        subjectType="event_production"
        appType="agency"
        label="Productions"
        columns={PRODUCTION_COLUMNS}
        list={list}
        query={query}
        noun="productions"
        emptyTitle={
          status === undefined
            ? 'No events of this creator are in production.'
            : 'No productions with this status.'
        }
        emptyDescription={
          status === undefined
            ? 'Booking one of the creator’s events for a brand starts its production.'
            : 'Choose another status, or All.'
        }
      />
    </Section>
  );
}
