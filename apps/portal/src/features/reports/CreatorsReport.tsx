import { BarChart, EMPTY_VALUE, type TableColumn } from '@airtime/design-system';
import {
  type GroupTotals,
  getCreatorHead,
  type Relationship,
  summarizeTotalsBy,
} from '@airtime/domain';
import { SummaryTable } from '../lists/SummaryTable.tsx';
import { ApprovalStatusBadge } from '../status/StatusBadges.tsx';
import { BrandReportFrame } from './BrandReportFrame.tsx';
import { FIGURE_COLUMNS } from './figureColumns.tsx';
import type { BrandReportProps } from './reportBrand.ts';
import { useReportRelationships } from './reportLists.ts';
import { LAST_12_MONTHS } from './reportPeriod.ts';
import { useOpenCreator } from './useOpenCreator.ts';

/** A creator of the brand: its relationship, if any, and its figures in the period, if any. */
interface CreatorRow {
  readonly id: number;
  readonly name: string;
  readonly relationship: Relationship | undefined;
  readonly figures: GroupTotals | undefined;
}

/** A figure column read through the row's figures (empty without events in the period). */
function figure({
  value,
  cell,
  sortValue: _,
  exportValue = value,
  ...column
}: TableColumn<GroupTotals>) {
  const result: TableColumn<CreatorRow> = {
    ...column,
    value: (row) => (row.figures === undefined ? null : (value?.(row.figures) ?? null)),
    exportValue: (row) => (row.figures === undefined ? null : (exportValue?.(row.figures) ?? null)),
    cell: (row) => (row.figures === undefined ? EMPTY_VALUE : cell?.(row.figures)),
  };
  return result;
}

const COLUMNS: readonly TableColumn<CreatorRow>[] = [
  {
    id: 'creator',
    label: 'Creator',
    value: (row) => row.name,
    allowsSorting: true,
    grow: true,
    width: 200,
  },
  {
    id: 'approval',
    label: 'Brand decision',
    value: (row) => row.relationship?.approval_status ?? null,
    cell: (row) =>
      row.relationship === undefined ? (
        EMPTY_VALUE
      ) : (
        <ApprovalStatusBadge status={row.relationship.approval_status} />
      ),
    allowsSorting: true,
    width: 150,
  },
  {
    id: 'active',
    label: 'Relationship',
    value: (row) =>
      row.relationship === undefined ? null : row.relationship.is_active ? 'Active' : 'Inactive',
    allowsSorting: true,
    width: 120,
  },
  figure(FIGURE_COLUMNS.events),
  figure(FIGURE_COLUMNS.aired),
  figure(FIGURE_COLUMNS.views),
  figure(FIGURE_COLUMNS.spend),
  figure(FIGURE_COLUMNS.cpm),
  figure(FIGURE_COLUMNS.revenue),
  figure(FIGURE_COLUMNS.lastAired),
];

/** Every creator the brand has a relationship with, then any other with events in the period. */
function creatorRows(
  relationships: readonly Relationship[],
  figures: readonly GroupTotals[],
): CreatorRow[] {
  const byCreator = new Map(figures.map((row) => [row.id, row]));
  const related = new Set(relationships.map((relationship) => relationship.publisher_id));
  return [
    ...relationships.map((relationship) => ({
      id: relationship.publisher_id,
      name:
        relationship.creator?.name ??
        byCreator.get(relationship.publisher_id)?.name ??
        `Creator ${relationship.publisher_id}`,
      relationship,
      figures: byCreator.get(relationship.publisher_id),
    })),
    ...figures
      .filter((row) => !related.has(row.id))
      .map((row) => ({ id: row.id, name: row.name, relationship: undefined, figures: row })),
  ];
}

/**
 * Reporting / Creators: the creators the brand works with or considers, where its decision
 * stands, and what each delivered in the period.
 */
export function CreatorsReport({ brand, share }: BrandReportProps) {
  const openCreator = useOpenCreator(brand.app);
  const relationships = useReportRelationships(brand);
  return (
    <BrandReportFrame
      brand={brand}
      share={share}
      title="Creators"
      description="The creators the brand works with or considers, where its decision stands, and what each delivered."
      defaultPeriod={LAST_12_MONTHS}
    >
      {({ label, events }) => {
        const figures = summarizeTotalsBy(events.items, getCreatorHead);
        return (
          <>
            <BarChart
              label={`Spend by creator (top 10), ${label}`}
              data={figures.slice(0, 10).map((row) => ({ name: row.name, spend: row.spend }))}
              x="name"
              xLabel="Creator"
              series={[{ key: 'spend', label: 'Spend' }]}
              valueFormat="money"
              isLoading={events.isLoading}
              emptyMessage="No events for the brand in this period."
              errorMessage={events.error?.message}
            />
            <SummaryTable
              label={`Creators, ${label}`}
              columns={COLUMNS}
              rows={creatorRows(relationships.items, figures)}
              getRowId={(row) => row.id}
              defaultSort={{ column: 'views', direction: 'descending' }}
              isLoading={relationships.isLoading || events.isLoading}
              error={relationships.error ?? events.error}
              onRetry={() => {
                void relationships.refresh();
                void events.refresh();
              }}
              noun="creators"
              emptyTitle="The brand has no creators yet."
              emptyDescription="Creators show here once they are proposed to the brand in prospecting."
              onRowAction={(key) => openCreator(Number(key))}
            />
          </>
        );
      }}
    </BrandReportFrame>
  );
}
