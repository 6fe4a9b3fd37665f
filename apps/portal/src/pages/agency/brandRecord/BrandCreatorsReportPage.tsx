import { useRelationships, useWholeList } from '@airtime/api-client';
import { EMPTY_VALUE, type TableColumn } from '@airtime/design-system';
import type { Relationship } from '@airtime/domain';
import { useBrandId } from '../../../areas/agency/brandRecord/useBrandId.ts';
import { SummaryTable } from '../../../features/lists/SummaryTable.tsx';
import { Page, PageHeader } from '../../../features/page/PageHeader.tsx';
import { FIGURE_COLUMNS } from '../../../features/reports/figureColumns.tsx';
import { ReportNote } from '../../../features/reports/ReportNote.tsx';
import { type GroupTotals, totalsByCreator } from '../../../features/reports/reportTotals.ts';
import { useBrandAiredEvents } from '../../../features/reports/useBrandAiredEvents.ts';
import { useOpenCreator } from '../../../features/reports/useOpenCreator.ts';
import { ApprovalStatusBadge } from '../../../features/status/StatusBadges.tsx';

/** A creator the brand has a relationship with, and their figures for it (none before airing). */
interface CreatorRow {
  readonly id: number;
  readonly relationship: Relationship;
  readonly figures: GroupTotals | undefined;
}

/** A per-creator figure column read through the row's figures (empty before any airing). */
function figure({ value, cell, sortValue: _, ...column }: TableColumn<GroupTotals>) {
  const result: TableColumn<CreatorRow> = {
    ...column,
    value: (row) => (row.figures === undefined ? null : (value?.(row.figures) ?? null)),
    cell: (row) => (row.figures === undefined ? EMPTY_VALUE : cell?.(row.figures)),
  };
  return result;
}

const COLUMNS: TableColumn<CreatorRow>[] = [
  {
    id: 'creator',
    label: 'Creator',
    value: (row) => row.relationship.creator?.name ?? null,
    allowsSorting: true,
    grow: true,
    width: 200,
  },
  {
    id: 'approval',
    label: 'Brand decision',
    value: (row) => row.relationship.approval_status,
    cell: (row) => <ApprovalStatusBadge status={row.relationship.approval_status} />,
    allowsSorting: true,
    width: 150,
  },
  {
    id: 'active',
    label: 'Relationship',
    value: (row) => (row.relationship.is_active ? 'Active' : 'Inactive'),
    allowsSorting: true,
    width: 120,
  },
  figure(FIGURE_COLUMNS.aired),
  figure(FIGURE_COLUMNS.views),
  figure(FIGURE_COLUMNS.spend),
  figure(FIGURE_COLUMNS.cpm),
  figure(FIGURE_COLUMNS.lastAired),
];

/** Reporting / Creators: every creator the brand has a relationship with, and what they delivered. */
export function BrandCreatorsReportPage() {
  const brandId = useBrandId();
  const openCreator = useOpenCreator('agency');
  const relationships = useRelationships({ brand_id: brandId, per_page: 100 });
  const relationshipsState = useWholeList(relationships, 20);
  const aired = useBrandAiredEvents();
  const figures = new Map(totalsByCreator(aired.items).map((row) => [row.id, row]));
  const rows: CreatorRow[] = relationships.items.map((relationship) => ({
    id: relationship.publisher_id,
    relationship,
    figures: figures.get(relationship.publisher_id),
  }));

  return (
    <Page>
      <PageHeader
        title="Creators"
        description="The creators the brand works with or considers, where its decision stands, and what each delivered."
      />
      <ReportNote list={aired} noun="aired events" />
      <SummaryTable
        label="Creators of the brand"
        columns={COLUMNS}
        rows={rows}
        getRowId={(row) => row.id}
        defaultSort={{ column: 'views', direction: 'descending' }}
        isLoading={relationshipsState.isLoading || aired.isLoading}
        error={relationships.error ?? aired.error}
        onRetry={() => {
          void relationships.refresh();
          void aired.refresh();
        }}
        noun="creators"
        emptyTitle="The brand has no creators yet."
        emptyDescription="Creators show here once they are proposed to the brand in prospecting."
        onRowAction={(key) => openCreator(Number(key))}
      />
    </Page>
  );
}
