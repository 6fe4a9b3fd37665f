import { BarChart } from '@airtime/design-system';
import { FIGURE_COLUMNS as c, nameColumn } from './figureColumns.tsx';
import { ReportMonth } from './ReportMonth.tsx';
import { totalsByChannel, totalsByCreator } from './reportTotals.ts';
import { TotalsTable } from './TotalsTable.tsx';

const COLUMNS = [
  nameColumn('Channel'),
  c.aired,
  c.spend,
  c.views,
  c.clicks,
  c.conversions,
  c.revenue,
  c.roas,
];

const SERIES = [
  { key: 'spend', label: 'Spend' },
  { key: 'revenue', label: 'Revenue' },
];

/**
 * Reporting's Campaign Analysis: what the month's sponsorships cost against what they brought
 * back (the brand's own clicks, conversions and revenue), by creator and by channel.
 */
export function AnalysisReport({ brandId }: { readonly brandId: number }) {
  return (
    <ReportMonth brandId={brandId} title="Campaign analysis">
      {({ label, events }) => {
        const creators = totalsByCreator(events.items).slice(0, 8);
        return (
          <>
            <BarChart
              label={`Spend and revenue by creator, ${label}`}
              data={creators.map((row) => ({
                name: row.name,
                spend: row.spend,
                revenue: row.revenue,
              }))}
              x="name"
              xLabel="Creator"
              series={SERIES}
              valueFormat="money"
              isLoading={events.isLoading}
              emptyMessage="No sponsorships this month."
              {...(events.error === undefined ? {} : { errorMessage: events.error.message })}
            />
            <TotalsTable
              label={`Channels, ${label}`}
              columns={COLUMNS}
              rows={totalsByChannel(events.items)}
              isLoading={events.isLoading}
              error={events.error}
              onRetry={() => void events.refresh()}
              noun="channels"
              emptyTitle="No sponsorships this month."
              emptyDescription="Channels appear here with the results of their events; try another month."
            />
          </>
        );
      }}
    </ReportMonth>
  );
}
