import { AvatarName, EmptyState, StatusBadge, type TableColumn } from '@airtime/design-system';
import { APPROVAL_STATUS_TITLES, type ApprovalStatus, type BrandSummary } from '@airtime/domain';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { ExportableTable } from '../export/ExportableTable.tsx';
import { approvalStatusBadge } from '../status/recordBadges.ts';
import { FIGURE_COLUMNS } from './figureColumns.tsx';

/** A brand's figures with the creator, and where the agency's relationship with it stands. */
export interface BrandRow extends BrandSummary {
  readonly approval?: ApprovalStatus | undefined;
  readonly isActive?: boolean | undefined;
}

const brandColumn: TableColumn<BrandRow> = {
  id: 'brand',
  label: 'Brand',
  value: (row) => row.name,
  cell: (row) => <AvatarName name={row.name} src={row.logo} size={5} />,
  allowsSorting: true,
  grow: true,
  width: 220,
};

const relationshipColumns: readonly TableColumn<BrandRow>[] = [
  {
    id: 'approval',
    label: 'Relationship',
    value: (row) => (row.approval === undefined ? null : APPROVAL_STATUS_TITLES[row.approval]),
    cell: (row) =>
      row.approval === undefined ? (
        '—'
      ) : (
        <StatusBadge size="sm" {...approvalStatusBadge(row.approval)} />
      ),
    allowsSorting: true,
    width: 140,
  },
  {
    id: 'active',
    label: 'Active',
    value: (row) => row.isActive ?? null,
    allowsSorting: true,
    width: 90,
  },
];

const figureColumns: readonly TableColumn<BrandRow>[] = [
  { ...FIGURE_COLUMNS.aired, label: 'Aired events' },
  FIGURE_COLUMNS.views,
  // What the brand spent is what the creator earned.
  { ...FIGURE_COLUMNS.spend, id: 'earnings', label: 'Earnings' },
  FIGURE_COLUMNS.averageRate,
  FIGURE_COLUMNS.lastAired,
];

const MAX_HEIGHT = 480;
/** Rows below the header that fill the max height (32 px each, as the header): the usual case. */
const FULL_TABLE_ROWS = MAX_HEIGHT / 32 - 1;

/** Brands a creator works with and how their events did; a row opens the brand's page. */
export function BrandPerformanceTable({
  rows,
  showRelationship = false,
  hrefOf,
  label = 'Brands',
  isLoading = false,
}: {
  readonly rows: readonly BrandRow[];
  readonly showRelationship?: boolean;
  /** The page a row opens. */
  readonly hrefOf: (brandId: number) => string;
  readonly label?: string;
  /** Shows a full table of skeleton rows. */
  readonly isLoading?: boolean;
}) {
  const navigate = useNavigate();
  const columns = useMemo(
    () => [brandColumn, ...(showRelationship ? relationshipColumns : []), ...figureColumns],
    [showRelationship],
  );
  return (
    <ExportableTable<BrandRow>
      noun="brands"
      aria-label={label}
      columns={columns}
      rows={rows}
      getRowId={(row) => row.brandId}
      defaultSortDescriptor={{ column: 'earnings', direction: 'descending' }}
      onRowAction={(key) => void navigate(hrefOf(Number(key)))}
      rowCountLabel={(count) => `${count} ${count === 1 ? 'brand' : 'brands'}`}
      emptyState={
        <EmptyState
          size="sm"
          title="No brands yet."
          description="Brands show here once one books the creator’s events."
        />
      }
      maxHeight={MAX_HEIGHT}
      isLoading={isLoading}
      loadingRowCount={FULL_TABLE_ROWS}
    />
  );
}
