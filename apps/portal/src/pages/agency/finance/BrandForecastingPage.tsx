import { useEvents, useWholeList } from '@airtime/api-client';
import { BarChart, Section, Stat } from '@airtime/design-system';
import { summarizeForecastByBrand, summarizeForecastByMonth } from '@airtime/domain';
import { ForecastMonths } from '../../../areas/agency/finance/ForecastMonths.tsx';
import { ForecastTable } from '../../../areas/agency/finance/ForecastTable.tsx';
import { FilterSelect } from '../../../features/lists/FilterSelect.tsx';
import { firstFilter, useListQuery } from '../../../features/lists/useListQuery.ts';
import {
  formatShortMonth,
  monthRange,
  monthsFrom,
  toMonth,
} from '../../../features/months/months.ts';
import { Figures } from '../../../features/page/PageHeader.tsx';

const HORIZONS = [
  { id: '3', label: 'Next 3 months' },
  { id: '6', label: 'Next 6 months' },
];

/**
 * Finance > Brand Forecasting: the booked events still to air this month and the next ones, per
 * brand, each rate weighted by its production's projection (spec §4, §9: 0 to 100%).
 */
export function BrandForecastingPage() {
  const query = useListQuery({ field: 'expected', direction: 'desc' });
  const horizon = firstFilter(query.filters, 'months') === '6' ? 6 : 3;
  const months = monthsFrom(toMonth(new Date()), horizon);
  const range = {
    start: monthRange(months[0] as string).start,
    end: monthRange(months.at(-1) as string).end,
  };
  const events = useWholeList(useEvents({ range, aired: false, sponsored: true, per_page: 100 }));
  const rows = summarizeForecastByBrand(events.items, months);
  const perMonth = summarizeForecastByMonth(rows, months);
  const expected = perMonth.reduce((sum, month) => sum + month.expected, 0);
  const booked = perMonth.reduce((sum, month) => sum + month.booked, 0);
  const unprojected = rows.reduce((sum, row) => sum + row.unprojected, 0);
  return (
    <Section
      space="lg"
      title="Brand Forecasting"
      description="Booked events still to air, each rate weighted by its projection (Failed 0% to Happened 100%)."
      actions={
        <FilterSelect
          query={query}
          field="months"
          label="Period"
          options={HORIZONS}
          defaultId="3"
        />
      }
    >
      <Figures>
        <Stat
          label="Expected"
          value={expected}
          format="money"
          compact
          isLoading={events.isLoading}
        />
        <Stat label="Booked" value={booked} format="money" compact isLoading={events.isLoading} />
        <Stat label="Brands" value={rows.length} isLoading={events.isLoading} />
        <Stat
          label="Events without a projection"
          value={unprojected}
          isLoading={events.isLoading}
        />
      </Figures>
      <ForecastMonths months={perMonth} isLoading={events.isLoading} />
      <BarChart
        label="Expected and booked per month"
        data={perMonth.map((entry) => ({ ...entry, month: formatShortMonth(entry.month) }))}
        x="month"
        xLabel="Month"
        series={[
          { key: 'expected', label: 'Expected' },
          { key: 'booked', label: 'Booked' },
        ]}
        valueFormat="money"
        isLoading={events.isLoading}
        errorMessage={
          events.error === undefined
            ? undefined
            : `The planned events could not be loaded: ${events.error.message}`
        }
        emptyMessage="No booked event is planned in these months."
      />
      <ForecastTable rows={rows} months={months} source={events} />
    </Section>
  );
}
