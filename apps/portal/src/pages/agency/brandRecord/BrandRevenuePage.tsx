import { useBrand } from '@airtime/api-client';
import { BarChart, Stat, type TableColumn } from '@airtime/design-system';
import { type EventFigures, summarizeByMonth } from '@airtime/domain';
import {
  getAiredChartStates,
  NOTHING_AIRED,
  useBrandAiredEvents,
} from '../../../areas/agency/brandRecord/useBrandAiredEvents.ts';
import { useBrandId } from '../../../areas/agency/brandRecord/useBrandId.ts';
import { getListStates, SummaryTable } from '../../../features/lists/SummaryTable.tsx';
import { formatLongMonth, toMonth } from '../../../features/months/months.ts';
import { Figures, Page, PageHeader } from '../../../features/page/PageHeader.tsx';
import { FIGURE_COLUMNS } from '../../../features/reports/figureColumns.tsx';
import { ReportNote } from '../../../features/reports/ReportNote.tsx';

type MonthRow = EventFigures & { readonly month: string };

const COLUMNS: TableColumn<MonthRow>[] = [
  {
    id: 'month',
    label: 'Month',
    value: (row) => row.month,
    cell: (row) => formatLongMonth(row.month),
    allowsSorting: true,
    firstSortDirection: 'descending',
    grow: true,
  },
  { ...FIGURE_COLUMNS.aired, label: 'Aired events' },
  { ...FIGURE_COLUMNS.spend, label: 'Revenue' },
  FIGURE_COLUMNS.views,
  FIGURE_COLUMNS.cpm,
];
const SERIES = [{ key: 'revenue', label: 'Revenue' }];

/** Reporting / Revenue (view_brands.revenue): the rates of the brand's aired events by month. */
export function BrandRevenuePage() {
  const brandId = useBrandId();
  const brand = useBrand(brandId).data;
  const aired = useBrandAiredEvents();
  const months = summarizeByMonth(aired.items);
  const year = toMonth(new Date()).slice(0, 4);
  const thisYear = months
    .filter((row) => row.month.startsWith(year))
    .reduce((sum, row) => sum + row.spend, 0);
  const total = months.reduce((sum, row) => sum + row.spend, 0);

  return (
    <Page>
      <PageHeader
        title="Revenue"
        description="What the brand pays for its aired events, month by month, against its yearly budget."
      />
      <Figures>
        <Stat
          label="Revenue, all aired events"
          value={total}
          format="money"
          isLoading={aired.isLoading}
        />
        <Stat
          label={`Revenue in ${year}`}
          value={thisYear}
          format="money"
          isLoading={aired.isLoading}
        />
        <Stat
          label="Yearly budget"
          value={brand?.budget}
          format="money"
          isLoading={brand === undefined}
        />
        <Stat
          label="Budget used this year"
          value={brand?.budget ? thisYear / brand.budget : null}
          format="percent"
          isLoading={aired.isLoading || brand === undefined}
        />
      </Figures>
      <BarChart
        label="Revenue by month"
        data={months.map((row) => ({ month: `${row.month}-01`, revenue: row.spend }))}
        x="month"
        xLabel="Month"
        xFormat="month"
        series={SERIES}
        valueFormat="money"
        {...getAiredChartStates(aired)}
      />
      <ReportNote list={aired} noun="aired events" />
      <SummaryTable
        label="Revenue by month"
        columns={COLUMNS}
        rows={[...months].reverse()}
        getRowId={(row) => row.month}
        {...getListStates(aired)}
        noun="months"
        emptyTitle={NOTHING_AIRED}
        emptyDescription="Each month shows here with its revenue once an event airs in it."
      />
    </Page>
  );
}
