import { DateText, EMPTY_VALUE, type TableColumn } from '@airtime/design-system';
import { APPROVAL_STATUS_TITLES, type Relationship } from '@airtime/domain';
import { pickColumns } from '../lists/pickColumns.ts';
import { RecordName } from '../lists/RecordName.tsx';
import { ActiveBadge, ApprovalStatusBadge } from '../status/StatusBadges.tsx';

// Every column a list of brand-creator relationships shows, defined once; a list picks its own
// with relationshipColumns. Ids are the API's sort fields where it sorts by them.

const RELATIONSHIP_COLUMNS = {
  brand: {
    id: 'brand',
    label: 'Brand',
    width: 220,
    grow: true,
    value: (relationship) => relationship.brand?.name ?? null,
    cell: (relationship) =>
      relationship.brand === undefined ? (
        EMPTY_VALUE
      ) : (
        <RecordName name={relationship.brand.name} logo={relationship.brand.logo} />
      ),
  },
  creator: {
    id: 'creator',
    label: 'Creator',
    width: 220,
    grow: true,
    value: (relationship) => relationship.creator?.name ?? null,
    cell: (relationship) =>
      relationship.creator === undefined ? (
        EMPTY_VALUE
      ) : (
        <RecordName name={relationship.creator.name} logo={relationship.creator.logo} />
      ),
  },
  approval_status: {
    id: 'approval_status',
    label: 'Brand decision',
    width: 160,
    value: (relationship) => APPROVAL_STATUS_TITLES[relationship.approval_status],
    cell: (relationship) => <ApprovalStatusBadge status={relationship.approval_status} />,
  },
  is_active: {
    id: 'is_active',
    label: 'Relationship',
    width: 130,
    value: (relationship) => relationship.is_active,
    cell: (relationship) => <ActiveBadge isActive={relationship.is_active} />,
  },
  started_on: {
    id: 'started_on',
    label: 'First booking',
    width: 140,
    value: (relationship) => relationship.started_on,
    cell: (relationship) => <DateText value={relationship.started_on} />,
  },
  updated_at: {
    id: 'updated_at',
    label: 'Updated',
    width: 140,
    firstSortDirection: 'descending',
    value: (relationship) => relationship.updated_at,
    cell: (relationship) => <DateText value={relationship.updated_at} />,
  },
} satisfies Record<string, TableColumn<Relationship>>;

export type RelationshipColumnId = keyof typeof RELATIONSHIP_COLUMNS;

/** A relationship list's columns, in the order of `ids`; those in `sorts` (the API's) sort. */
export function relationshipColumns(
  ids: readonly RelationshipColumnId[],
  sorts: readonly string[] = [],
): TableColumn<Relationship>[] {
  return pickColumns<Relationship, RelationshipColumnId>(RELATIONSHIP_COLUMNS, ids, sorts);
}
