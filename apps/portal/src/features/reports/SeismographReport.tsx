import { LineChart, Stat } from '@airtime/design-system';
import { getViewsByDay, summarizeEvents, summarizeTotalsByDay } from '@airtime/domain';
import { EventFigureStats } from '../events/EventFigureStats.tsx';
import { type BrandReportData, BrandReportFrame } from './BrandReportFrame.tsx';
import type { BrandReportProps } from './reportBrand.ts';
import { LAST_12_MONTHS } from './reportPeriod.ts';

const SERIES = [
  { key: 'views', label: 'Views' },
  { key: 'estimatedViews', label: 'Estimated views', lineStyle: 'dashed' as const },
];

/**
 * The chart's days: a month has every day, the days to come with what their planned events should
 * bring; a longer period has the days something aired.
 */
function chartDays({ period, events }: BrandReportData) {
  if (!('month' in period)) return getViewsByDay(events.items);
  return summarizeTotalsByDay(events.items, period.month).map((day) => ({
    day: day.day,
    views: day.views,
    estimatedViews: day.estimatedViews + day.plannedViews,
  }));
}

/**
 * Reporting / Seismograph: the views of the brand's aired events day by day against what was
 * estimated, so the days its airings moved the needle stand out as peaks.
 */
export function SeismographReport({ brand, share }: BrandReportProps) {
  return (
    <BrandReportFrame
      brand={brand}
      share={share}
      title="Seismograph"
      description="Views of the brand's aired events by the day they aired, against what was estimated."
      defaultPeriod={LAST_12_MONTHS}
    >
      {(report) => {
        const { label, events } = report;
        const figures = summarizeEvents(events.items);
        const airedDays = getViewsByDay(events.items);
        const peak = airedDays.reduce<(typeof airedDays)[number] | undefined>(
          (best, day) => (best === undefined || day.views > best.views ? day : best),
          undefined,
        );
        const isLoading = events.isLoading;
        return (
          <>
            <EventFigureStats
              figures={figures}
              show={['views', 'estimatedViews', 'delivery', 'aired']}
              isLoading={isLoading}
            >
              <Stat label="Days with airings" value={airedDays.length} isLoading={isLoading} />
              <Stat label="Peak day views" value={peak?.views} compact isLoading={isLoading} />
            </EventFigureStats>
            <LineChart
              label={`Views by day, ${label}`}
              data={chartDays(report)}
              x="day"
              xLabel="Day"
              xFormat="date"
              series={SERIES}
              valueFormat="number"
              height={320}
              isLoading={isLoading}
              emptyMessage="Nothing aired for the brand in this period."
              errorMessage={events.error?.message}
            />
          </>
        );
      }}
    </BrandReportFrame>
  );
}
