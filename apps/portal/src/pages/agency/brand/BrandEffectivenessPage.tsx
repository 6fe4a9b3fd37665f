import { useAllEvents } from '@airtime/api-client';
import { BarChart, type TableColumn } from '@airtime/design-system';
import { useNavigate } from 'react-router';
import { href } from '../../../app/paths.ts';
import {
  CREATOR_FIGURE_COLUMNS,
  type CreatorFigures,
  getCreatorFigures,
} from '../../../features/brand/creatorFigureColumns.tsx';
import { EventFiguresRow } from '../../../features/brand/EventFiguresRow.tsx';
import { ReportNote } from '../../../features/brand/ReportNote.tsx';
import { useBrandId } from '../../../features/brand/useBrandId.ts';
import { summarizeEvents } from '../../../features/events/eventFigures.ts';
import { SummaryTable } from '../../../features/lists/SummaryTable.tsx';
import { Page, PageHeader } from '../../../features/page/PageHeader.tsx';

const COLUMNS: TableColumn<CreatorFigures>[] = [
  { id: 'creator', label: 'Creator', value: (row) => row.creator, allowsSorting: true, grow: true },
  CREATOR_FIGURE_COLUMNS.aired,
  CREATOR_FIGURE_COLUMNS.estimatedViews,
  CREATOR_FIGURE_COLUMNS.views,
  CREATOR_FIGURE_COLUMNS.delivery,
  CREATOR_FIGURE_COLUMNS.spend,
  CREATOR_FIGURE_COLUMNS.cpm,
];
const SERIES = [
  { key: 'views', label: 'Views' },
  { key: 'estimated', label: 'Estimated views' },
];

/** Reporting / Effectiveness: per creator, views delivered against the estimate, and the CPM. */
export function BrandEffectivenessPage() {
  const brandId = useBrandId();
  const navigate = useNavigate();
  const aired = useAllEvents({ brand_id: brandId, aired: true, sort: '-date' });
  const rows = getCreatorFigures(aired.items);
  const top = [...rows]
    .sort((a, b) => b.estimatedViews - a.estimatedViews)
    .slice(0, 10)
    .map((row) => ({
      creator: row.creator ?? 'Unknown',
      views: row.views,
      estimated: row.estimatedViews,
    }));

  return (
    <Page>
      <PageHeader
        title="Effectiveness"
        description="How each creator's aired events did against their estimated views, and what a thousand views cost."
      />
      <EventFiguresRow
        figures={summarizeEvents(aired.items)}
        isLoading={aired.isLoading}
        showPlanned={false}
      />
      <BarChart
        label="Views vs estimate by creator (top 10 by estimate)"
        data={top}
        x="creator"
        xLabel="Creator"
        series={SERIES}
        isLoading={aired.isLoading}
        emptyMessage="Nothing has aired for the brand yet."
        errorMessage={aired.error?.message}
      />
      <ReportNote
        count={aired.items.length}
        total={aired.total}
        isComplete={aired.isComplete}
        isLoading={aired.isLoading}
        noun="aired events"
      />
      <SummaryTable
        label="Effectiveness by creator"
        columns={COLUMNS}
        rows={rows}
        getRowId={(row) => row.key}
        defaultSort={{ column: 'delivery', direction: 'descending' }}
        isLoading={aired.isLoading}
        error={aired.error}
        onRetry={() => void aired.refresh()}
        noun="creators"
        emptyTitle="Nothing has aired for the brand yet."
        emptyDescription="Creators show here with their results once their first event for the brand airs."
        onRowAction={(key) => void navigate(href('agency-creator', { creatorId: Number(key) }))}
      />
    </Page>
  );
}
