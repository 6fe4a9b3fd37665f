import { BarChart, DonutChart, getPlatform, Stat } from '@airtime/design-system';
import * as styles from '../../areas/brandApp/brandApp.css.ts';
import { Figures } from '../page/PageHeader.tsx';
import { ReportMonth } from './ReportMonth.tsx';
import { totalEvents, totalsByContentType, totalsByCreator } from './reportTotals.ts';

/** Slices of spend per platform: the five largest, the rest as 'Others'. */
function platformSlices(events: Parameters<typeof totalsByContentType>[0]) {
  const rows = totalsByContentType(events).filter((row) => row.spend > 0);
  const slices = rows.slice(0, 5).map((row) => ({
    label: getPlatform(row.id)?.name ?? 'Other',
    value: row.spend,
  }));
  const others = rows.slice(5).reduce((sum, row) => sum + row.spend, 0);
  return others > 0 ? [...slices, { label: 'Others', value: others }] : slices;
}

/**
 * Reporting's Effectiveness: what a thousand views and a conversion cost this month, where the
 * money went by platform, and which creators reach viewers cheapest.
 */
export function EffectivenessReport({ brandId }: { readonly brandId: number }) {
  return (
    <ReportMonth brandId={brandId} title="Effectiveness">
      {({ label, events }) => {
        const totals = totalEvents(events.items);
        const loading = events.isLoading;
        const error = events.error === undefined ? {} : { errorMessage: events.error.message };
        const cheapest = totalsByCreator(events.items)
          .filter((row) => row.cpm !== null)
          .sort((a, b) => (a.cpm ?? 0) - (b.cpm ?? 0))
          .slice(0, 10);
        return (
          <>
            <Figures>
              <Stat
                label="CPM"
                value={totals.cpm}
                format="money"
                decimals={2}
                isLoading={loading}
              />
              <Stat
                label="Cost per conversion"
                value={totals.costPerConversion}
                format="money"
                decimals={2}
                isLoading={loading}
              />
              <Stat
                label="Return on spend"
                value={totals.roas}
                format="percent"
                isLoading={loading}
              />
              <Stat label="Conversions" value={totals.conversions} isLoading={loading} />
            </Figures>
            <div className={styles.grid}>
              <DonutChart
                label={`Spend by platform, ${label}`}
                data={platformSlices(events.items)}
                categoryLabel="Platform"
                totalLabel="Spend"
                valueFormat="money"
                isLoading={loading}
                emptyMessage="No spend this month."
                {...error}
              />
              <BarChart
                label={`Lowest CPM by creator, ${label}`}
                data={cheapest.map((row) => ({ name: row.name, cpm: row.cpm }))}
                x="name"
                xLabel="Creator"
                series={[{ key: 'cpm', label: 'CPM' }]}
                valueFormat="money"
                isLoading={loading}
                emptyMessage="No aired views this month."
                {...error}
              />
            </div>
          </>
        );
      }}
    </ReportMonth>
  );
}
