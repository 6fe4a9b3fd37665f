import { BarChart } from '@airtime/design-system';
import { useNavigate } from 'react-router';
import { href } from '../../app/paths.ts';
import { FIGURE_COLUMNS as c, nameColumn } from './figureColumns.tsx';
import { ReportMonth } from './ReportMonth.tsx';
import { totalsByCreator } from './reportTotals.ts';
import { TotalsTable } from './TotalsTable.tsx';

const COLUMNS = [nameColumn('Creator'), c.events, c.aired, c.spend, c.views, c.cpm, c.revenue];

/** Reporting's Creators tab: what each creator aired for the brand in a month and what it cost. */
export function CreatorsReport({ brandId }: { readonly brandId: number }) {
  const navigate = useNavigate();
  return (
    <ReportMonth brandId={brandId} title="Creators">
      {({ label, events }) => {
        const rows = totalsByCreator(events.items);
        return (
          <>
            <BarChart
              label={`Spend by creator, ${label}`}
              data={rows.slice(0, 10).map((row) => ({ name: row.name, spend: row.spend }))}
              x="name"
              xLabel="Creator"
              series={[{ key: 'spend', label: 'Spend' }]}
              valueFormat="money"
              isLoading={events.isLoading}
              emptyMessage="No creator events this month."
              {...(events.error === undefined ? {} : { errorMessage: events.error.message })}
            />
            <TotalsTable
              label={`Creators, ${label}`}
              columns={COLUMNS}
              rows={rows}
              isLoading={events.isLoading}
              error={events.error}
              onRetry={() => void events.refresh()}
              noun="creators"
              emptyTitle="No creator events this month."
              emptyDescription="Creators appear here once their events for your brand are booked; try another month."
              onOpen={(row) => void navigate(href('brand-creator', { creatorId: row.id }))}
            />
          </>
        );
      }}
    </ReportMonth>
  );
}
