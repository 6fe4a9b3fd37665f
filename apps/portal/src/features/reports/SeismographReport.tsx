import { LineChart, Stat } from '@airtime/design-system';
import { Figures } from '../page/PageHeader.tsx';
import { ReportMonth } from './ReportMonth.tsx';
import { totalEvents, totalsByDay } from './reportTotals.ts';

const SERIES = [
  { key: 'views', label: 'Views' },
  { key: 'estimatedViews', label: 'Estimated views', lineStyle: 'dashed' as const },
];

/**
 * Reporting's Seismograph: the month's views day by day against what was expected, so the days
 * the brand's airings moved the needle stand out as peaks.
 */
export function SeismographReport({ brandId }: { readonly brandId: number }) {
  return (
    <ReportMonth brandId={brandId} title="Seismograph">
      {({ month, label, events }) => {
        const days = totalsByDay(events.items, month);
        const totals = totalEvents(events.items);
        const peak = days.reduce<(typeof days)[number] | null>(
          (best, day) => (best === null || day.views > best.views ? day : best),
          null,
        );
        const loading = events.isLoading;
        return (
          <>
            <Figures>
              <Stat label="Views" value={totals.views} compact isLoading={loading} />
              <Stat
                label="Estimated views"
                value={totals.estimatedViews}
                compact
                isLoading={loading}
              />
              <Stat
                label="Views against estimate"
                value={totals.delivery}
                format="percent"
                isLoading={loading}
              />
              <Stat
                label="Busiest day's views"
                value={peak === null || peak.views === 0 ? null : peak.views}
                compact
                isLoading={loading}
              />
            </Figures>
            <LineChart
              label={`Views per day, ${label}`}
              data={days.map((day) => ({
                day: day.day,
                views: day.views,
                // The day's whole plan, so days still to come show what they should bring.
                estimatedViews: day.estimatedViews + day.plannedViews,
              }))}
              x="day"
              xLabel="Day"
              xFormat="date"
              series={SERIES}
              valueFormat="number"
              height={280}
              isLoading={loading}
              emptyMessage="No views this month."
              {...(events.error === undefined ? {} : { errorMessage: events.error.message })}
            />
          </>
        );
      }}
    </ReportMonth>
  );
}
