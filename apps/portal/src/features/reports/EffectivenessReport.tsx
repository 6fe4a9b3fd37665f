import {
  BarChart,
  Columns,
  DonutChart,
  getPlatform,
  Stat,
  type TableColumn,
} from '@airtime/design-system';
import {
  type Event,
  type GroupTotals,
  getContentTypeHead,
  getCreatorHead,
  summarizeEventTotals,
  summarizeTotalsBy,
} from '@airtime/domain';
import { getListStates, SummaryTable } from '../lists/SummaryTable.tsx';
import { BrandReportFrame } from './BrandReportFrame.tsx';
import { EventFiguresRow } from './EventFiguresRow.tsx';
import { FIGURE_COLUMNS, nameColumn } from './figureColumns.tsx';
import type { BrandReportProps } from './reportBrand.ts';
import { LAST_12_MONTHS } from './reportPeriod.ts';
import { useOpenCreator } from './useOpenCreator.ts';

const COLUMNS: readonly TableColumn<GroupTotals>[] = [
  nameColumn('Creator'),
  FIGURE_COLUMNS.aired,
  FIGURE_COLUMNS.estimatedViews,
  FIGURE_COLUMNS.views,
  FIGURE_COLUMNS.delivery,
  FIGURE_COLUMNS.spend,
  FIGURE_COLUMNS.cpm,
  FIGURE_COLUMNS.conversions,
  FIGURE_COLUMNS.costPerConversion,
];
const VIEWS_SERIES = [
  { key: 'views', label: 'Views' },
  { key: 'estimated', label: 'Estimated views' },
];
const NOTHING_AIRED = 'Nothing aired for the brand in this period.';

/** Slices of spend per platform: the five largest, the rest as 'Others'. */
function platformSlices(events: readonly Event[]) {
  const rows = summarizeTotalsBy(events, getContentTypeHead).filter((row) => row.spend > 0);
  const slices = rows.slice(0, 5).map((row) => ({
    label: getPlatform(row.id)?.name ?? 'Other',
    value: row.spend,
  }));
  const others = rows.slice(5).reduce((sum, row) => sum + row.spend, 0);
  return others > 0 ? [...slices, { label: 'Others', value: others }] : slices;
}

/**
 * Reporting / Effectiveness: how each creator's aired events did against their estimated views,
 * what a thousand views and a conversion cost, and where the money went by platform.
 */
export function EffectivenessReport({ brand, share }: BrandReportProps) {
  const openCreator = useOpenCreator(brand.app);
  return (
    <BrandReportFrame
      brand={brand}
      share={share}
      title="Effectiveness"
      description="How each creator's aired events did against their estimated views, and what a thousand views and a conversion cost."
      defaultPeriod={LAST_12_MONTHS}
    >
      {({ label, events }) => {
        const totals = summarizeEventTotals(events.items);
        const rows = summarizeTotalsBy(events.items, getCreatorHead).filter((row) => row.aired > 0);
        const chartStates = {
          isLoading: events.isLoading,
          errorMessage: events.error?.message,
        };
        return (
          <>
            <EventFiguresRow figures={totals} isLoading={events.isLoading} showPlanned={false}>
              <Stat label="Conversions" value={totals.conversions} isLoading={events.isLoading} />
              <Stat
                label="Cost per conversion"
                value={totals.costPerConversion}
                format="money"
                decimals={2}
                isLoading={events.isLoading}
              />
              <Stat
                label="Return on spend"
                value={totals.roas}
                format="percent"
                isLoading={events.isLoading}
              />
            </EventFiguresRow>
            <BarChart
              label={`Views vs estimate by creator (top 10 by estimate), ${label}`}
              data={[...rows]
                .sort((a, b) => b.estimatedViews - a.estimatedViews)
                .slice(0, 10)
                .map((row) => ({
                  creator: row.name,
                  views: row.views,
                  estimated: row.estimatedViews,
                }))}
              x="creator"
              xLabel="Creator"
              series={VIEWS_SERIES}
              emptyMessage={NOTHING_AIRED}
              {...chartStates}
            />
            <Columns minColumnWidth={420} alignY="top">
              <DonutChart
                label={`Spend by platform, ${label}`}
                data={platformSlices(events.items)}
                categoryLabel="Platform"
                totalLabel="Spend"
                valueFormat="money"
                emptyMessage={NOTHING_AIRED}
                {...chartStates}
              />
              <BarChart
                label={`Lowest CPM by creator, ${label}`}
                data={rows
                  .filter((row) => row.cpm !== null)
                  .sort((a, b) => (a.cpm ?? 0) - (b.cpm ?? 0))
                  .slice(0, 10)
                  .map((row) => ({ name: row.name, cpm: row.cpm }))}
                x="name"
                xLabel="Creator"
                series={[{ key: 'cpm', label: 'CPM' }]}
                valueFormat="money"
                emptyMessage="No aired views in this period."
                {...chartStates}
              />
            </Columns>
            <SummaryTable
              label={`Effectiveness by creator, ${label}`}
              columns={COLUMNS}
              rows={rows}
              getRowId={(row) => row.id}
              defaultSort={{ column: 'delivery', direction: 'descending' }}
              {...getListStates(events)}
              noun="creators"
              emptyTitle={NOTHING_AIRED}
              emptyDescription="Creators show here with their results once their first event for the brand airs."
              onRowAction={(key) => openCreator(Number(key))}
            />
          </>
        );
      }}
    </BrandReportFrame>
  );
}
