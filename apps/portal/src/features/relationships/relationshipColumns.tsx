import type { TableColumn } from '@airtime/design-system';
import type { Relationship } from '@airtime/domain';
import { dateColumn, recordColumn } from '../lists/commonColumns.tsx';
import { badgeColumn } from '../status/badgeColumn.tsx';
import { approvalStatusBadge } from '../status/recordBadges.ts';
import { ActiveBadge } from '../status/StatusBadges.tsx';

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
  approval_status: badgeColumn<Relationship>(
    'approval_status',
    'Brand decision',
    (relationship) => approvalStatusBadge(relationship.approval_status),
    { width: 160 },
  ),
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
