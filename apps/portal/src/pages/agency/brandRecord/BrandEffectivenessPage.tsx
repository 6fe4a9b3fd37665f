import { BarChart, type TableColumn } from '@airtime/design-system';
import { summarizeEvents } from '../../../features/events/eventFigures.ts';
import { getListStates, SummaryTable } from '../../../features/lists/SummaryTable.tsx';
import { Page, PageHeader } from '../../../features/page/PageHeader.tsx';
import { EventFiguresRow } from '../../../features/reports/EventFiguresRow.tsx';
import { FIGURE_COLUMNS } from '../../../features/reports/figureColumns.tsx';
import { ReportNote } from '../../../features/reports/ReportNote.tsx';
import { type GroupTotals, totalsByCreator } from '../../../features/reports/reportTotals.ts';
import {
  getAiredChartStates,
  NOTHING_AIRED,
  useBrandAiredEvents,
} from '../../../features/reports/useBrandAiredEvents.ts';
import { useOpenCreator } from '../../../features/reports/useOpenCreator.ts';

const COLUMNS: TableColumn<GroupTotals>[] = [
  { id: 'creator', label: 'Creator', value: (row) => row.name, allowsSorting: true, grow: true },
  FIGURE_COLUMNS.aired,
  FIGURE_COLUMNS.estimatedViews,
  FIGURE_COLUMNS.views,
  FIGURE_COLUMNS.delivery,
  FIGURE_COLUMNS.spend,
  FIGURE_COLUMNS.cpm,
];
const SERIES = [
  { key: 'views', label: 'Views' },
  { key: 'estimated', label: 'Estimated views' },
];

/** Reporting / Effectiveness: per creator, views delivered against the estimate, and the CPM. */
export function BrandEffectivenessPage() {
  const openCreator = useOpenCreator('agency');
  const aired = useBrandAiredEvents();
  const rows = totalsByCreator(aired.items);
  const top = [...rows]
    .sort((a, b) => b.estimatedViews - a.estimatedViews)
    .slice(0, 10)
    .map((row) => ({
      creator: row.name,
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
        {...getAiredChartStates(aired)}
      />
      <ReportNote list={aired} noun="aired events" />
      <SummaryTable
        label="Effectiveness by creator"
        columns={COLUMNS}
        rows={rows}
        getRowId={(row) => row.id}
        defaultSort={{ column: 'delivery', direction: 'descending' }}
        {...getListStates(aired)}
        noun="creators"
        emptyTitle={NOTHING_AIRED}
        emptyDescription="Creators show here with their results once their first event for the brand airs."
        onRowAction={(key) => openCreator(Number(key))}
      />
    </Page>
  );
}
