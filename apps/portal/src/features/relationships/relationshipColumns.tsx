import type { TableColumn } from '@airtime/design-system';
import { APPROVAL_STATUS_TITLES, type Relationship } from '@airtime/domain';
import { dateColumn, recordColumn } from '../lists/commonColumns.tsx';
import { ActiveBadge, ApprovalStatusBadge } from '../status/StatusBadges.tsx';

// Every column a list of brand-creator relationships shows, defined once; a list picks its own
// with relationshipColumns. Ids are the API's sort fields where it sorts by them.

export const RELATIONSHIP_COLUMNS = {
  brand: recordColumn<Relationship>('brand', 'Brand', (relationship) => relationship.brand, {
    width: 220,
    grow: true,
  }),
  creator: recordColumn<Relationship>(
    'creator',
    'Creator',
    (relationship) => relationship.creator,
    {
      width: 220,
      grow: true,
    },
  ),
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
  started_on: dateColumn<Relationship>(
    'started_on',
    'First booking',
    (relationship) => relationship.started_on,
    { width: 140 },
  ),
  updated_at: dateColumn<Relationship>(
    'updated_at',
    'Updated',
    (relationship) => relationship.updated_at,
    { width: 140, firstSortDirection: 'descending' },
  ),
} satisfies Record<string, TableColumn<Relationship>>;
