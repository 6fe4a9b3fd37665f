import { LineChart, Stat } from '@airtime/design-system';
import * as styles from '../../../areas/agency/brandRecord/brand.css.ts';
import { getViewsByDay, summarizeEvents } from '../../../features/events/eventFigures.ts';
import { FilterSelect } from '../../../features/lists/FilterSelect.tsx';
import { firstFilter, useListQuery } from '../../../features/lists/useListQuery.ts';
import { addDays } from '../../../features/months/days.ts';
import { toDay } from '../../../features/months/months.ts';
import { Figures, Page, PageHeader } from '../../../features/page/PageHeader.tsx';
import { ReportNote } from '../../../features/reports/ReportNote.tsx';
import { useBrandAiredEvents } from '../../../features/reports/useBrandAiredEvents.ts';

const DEFAULT_PERIOD = { id: '365', label: 'Last 12 months' };
const PERIODS = [
  { id: '90', label: 'Last 3 months' },
  { id: '182', label: 'Last 6 months' },
  DEFAULT_PERIOD,
];
const SERIES = [
  { key: 'views', label: 'Views' },
  { key: 'estimatedViews', label: 'Estimated views', lineStyle: 'dashed' as const },
];

/** Reporting / Seismograph: the views of the brand's aired events, day by day. */
export function BrandSeismographPage() {
  const query = useListQuery({ field: 'date', direction: 'asc' });
  const chosen = firstFilter(query.filters, 'period');
  const period = PERIODS.find((option) => option.id === chosen) ?? DEFAULT_PERIOD;
  const today = toDay(new Date());
  const aired = useBrandAiredEvents({
    start: addDays(today, -Number(period.id)),
    end: today,
  });
  const days = getViewsByDay(aired.items);
  const figures = summarizeEvents(aired.items);
  const peak = days.reduce<(typeof days)[number] | undefined>(
    (best, day) => (best === undefined || day.views > best.views ? day : best),
    undefined,
  );

  return (
    <Page>
      <PageHeader
        title="Seismograph"
        description="Views of the brand's aired events by the day they aired, against what was estimated."
      />
      <div className={styles.controls}>
        <FilterSelect
          query={query}
          field="period"
          label="Period"
          options={PERIODS}
          defaultId={DEFAULT_PERIOD.id}
        />
      </div>
      <Figures>
        <Stat label="Views" value={figures.views} compact isLoading={aired.isLoading} />
        <Stat label="Aired events" value={figures.aired} isLoading={aired.isLoading} />
        <Stat label="Days with airings" value={days.length} isLoading={aired.isLoading} />
        <Stat label="Peak day views" value={peak?.views} compact isLoading={aired.isLoading} />
      </Figures>
      <LineChart
        label="Views by day aired"
        data={days}
        x="day"
        xLabel="Day"
        xFormat="date"
        series={SERIES}
        height={320}
        isLoading={aired.isLoading}
        emptyMessage="Nothing aired for the brand in this period."
        errorMessage={aired.error?.message}
      />
      <ReportNote list={aired} noun="aired events" />
    </Page>
  );
}
