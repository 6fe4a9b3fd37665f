import { useRelationships } from '@airtime/api-client';
import type { TableColumn } from '@airtime/design-system';
import {
  APPROVAL_STATUS_TITLES,
  type ApprovalStatus,
  type Relationship,
  type SavedViewList,
} from '@airtime/domain';
import { useNavigate } from 'react-router';
import { href } from '../../app/paths.ts';
import { useMayWrite } from '../../app/useMayWrite.ts';
import { FilterSelect } from '../../features/lists/FilterSelect.tsx';
import { SearchFilter } from '../../features/lists/ListFilters.tsx';
import {
  definedOnly,
  oneOfFilter,
  sortParam,
  textFilter,
} from '../../features/lists/listQueries.ts';
import { pickColumns } from '../../features/lists/pickColumns.ts';
import { useListQuery } from '../../features/lists/useListQuery.ts';
import { RelationshipDecisionMenu } from '../../features/relationships/RelationshipDecisionMenu.tsx';
import { RELATIONSHIP_COLUMNS } from '../../features/relationships/relationshipColumns.tsx';
import { optionsOf } from '../../features/status/statusOptions.ts';
import { FilteredList } from './FilteredList.tsx';

/** Brands have not yet said yes to these creators: still undecided, or to talk over. */
const UNAPPROVED = ['undecided', 'to-discuss'] as const satisfies readonly ApprovalStatus[];

const SORTS = ['updated_at', 'brand', 'creator', 'approval_status', 'created_at'] as const;

/** What a saved view of this list holds (issue 23). */
const VIEWS: SavedViewList = {
  list: 'agency-traffic-unapproved',
  filters: ['approval_status', 's'],
  sorts: SORTS,
};

const columns = pickColumns(
  RELATIONSHIP_COLUMNS,
  ['brand', 'creator', 'approval_status', 'is_active', 'updated_at'],
  SORTS,
);

/** The queue's decision, for users who may write: approve or reject, with an Undo. */
const decisionColumn: TableColumn<Relationship> = {
  id: 'decision',
  label: 'Decision',
  width: 150,
  value: () => null,
  cell: (relationship) => <RelationshipDecisionMenu relationship={relationship} />,
};

/** The decision right after the pair it decides on (brand, creator), not across the table. */
function withDecision(
  shown: readonly TableColumn<Relationship>[],
): readonly TableColumn<Relationship>[] {
  const after = shown.findIndex((column) => column.id === 'creator') + 1;
  return [...shown.slice(0, after), decisionColumn, ...shown.slice(after)];
}

/**
 * Brand-creator relationships awaiting the brand's approval, a review queue: agency staff approve
 * or reject each (it then leaves, with an Undo); a row opens the brand.
 */
export function UnapprovedRelationships() {
  const navigate = useNavigate();
  const mayWrite = useMayWrite();
  const query = useListQuery({ field: 'updated_at', direction: 'desc' });
  const { filters } = query;
  const list = useRelationships(
    definedOnly({
      approval_status: oneOfFilter(filters, 'approval_status', UNAPPROVED) ?? UNAPPROVED,
      s: textFilter(filters, 's'),
      sort: sortParam(query.sort, SORTS, '-updated_at'),
    }),
  );
  return (
    <FilteredList
      query={query}
      views={VIEWS}
      filters={
        <>
          <SearchFilter query={query} label="Search" placeholder="Brand or creator name" />
          <FilterSelect
            query={query}
            field="approval_status"
            label="Approval"
            allLabel="Undecided or to discuss"
            options={optionsOf(UNAPPROVED, APPROVAL_STATUS_TITLES)}
          />
        </>
      }
      label="Unapproved brands"
      columns={mayWrite ? withDecision(columns) : columns}
      list={list}
      noun="relationships"
      onOpen={(relationship) =>
        void navigate(href('agency-brand-dashboard', { brandId: relationship.brand_id }))
      }
      empty={{
        title: 'Every brand has decided.',
        description:
          'Creators proposed to brands show here until the brand approves or rejects them.',
      }}
      emptyFiltered={{
        title: 'No relationships match these filters.',
        description: 'Clear the filters to see every pending decision.',
      }}
    />
  );
}
