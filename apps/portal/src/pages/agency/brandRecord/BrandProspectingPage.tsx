import { type RelationshipSortField, useRelationships } from '@airtime/api-client';
import { APPROVAL_STATUS_TITLES, APPROVAL_STATUSES, type ApprovalStatus } from '@airtime/domain';
import { GroupFilterSelect } from '../../../areas/agency/brandRecord/GroupFilterSelect.tsx';
import { getGroupFilter } from '../../../areas/agency/brandRecord/groupFilter.ts';
import { useBrandId } from '../../../areas/agency/brandRecord/useBrandId.ts';
import { sortParam } from '../../../features/lists/listQueries.ts';
import { pickColumns } from '../../../features/lists/pickColumns.ts';
import { ResourceTable } from '../../../features/lists/ResourceTable.tsx';
import { useListQuery } from '../../../features/lists/useListQuery.ts';
import { Page, PageHeader } from '../../../features/page/PageHeader.tsx';
import { RELATIONSHIP_COLUMNS } from '../../../features/relationships/relationshipColumns.tsx';
import { useOpenCreator } from '../../../features/reports/useOpenCreator.ts';

const DECISION_FILTER = getGroupFilter<ApprovalStatus>({
  field: 'approval_status',
  label: 'Brand decision',
  values: APPROVAL_STATUSES,
  titles: APPROVAL_STATUS_TITLES,
  // Decisions still open: the creators the brand does not work with yet.
  group: {
    id: 'not-yet',
    label: 'Not working together yet',
    values: ['unsent', 'undecided', 'to-discuss'],
  },
  allLabel: 'All creators',
});
const SORTS: readonly RelationshipSortField[] = [
  'approval_status',
  'creator',
  'updated_at',
  'started_on',
];

const COLUMNS = pickColumns(
  RELATIONSHIP_COLUMNS,
  ['creator', 'approval_status', 'is_active', 'started_on', 'updated_at'],
  SORTS,
);

/** Prospecting: the creators proposed to the brand and where its decision on each stands. */
export function BrandProspectingPage() {
  const brandId = useBrandId();
  const openCreator = useOpenCreator('agency');
  const query = useListQuery({ field: 'approval_status', direction: 'asc' });
  const statuses = DECISION_FILTER.valuesOf(query.filters);
  const relationships = useRelationships({
    brand_id: brandId,
    sort: sortParam(query.sort, SORTS, 'approval_status'),
    ...(statuses === undefined ? {} : { approval_status: statuses }),
  });
  return (
    <Page>
      <PageHeader
        title="Prospecting"
        description="Creators proposed to the brand that it does not work with yet, by where its decision stands."
      />
      <GroupFilterSelect query={query} filter={DECISION_FILTER} />
      <ResourceTable
        label="Creators proposed to the brand"
        columns={COLUMNS}
        list={relationships}
        query={query}
        noun="creators"
        onOpen={(row) => openCreator(row.publisher_id)}
        emptyTitle="No creator is waiting on a decision."
        emptyDescription="Creators proposed to the brand show here until it decides to work with them."
      />
    </Page>
  );
}
