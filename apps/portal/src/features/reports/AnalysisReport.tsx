import { BarChart, type TableColumn } from '@airtime/design-system';
import {
  type Campaign,
  type GroupTotals,
  getChannelHead,
  summarizeTotalsBy,
} from '@airtime/domain';
import { getListStates, SummaryTable } from '../lists/SummaryTable.tsx';
import { CampaignStatusBadge } from '../status/StatusBadges.tsx';
import { BrandReportFrame } from './BrandReportFrame.tsx';
import { FIGURE_COLUMNS, nameColumn } from './figureColumns.tsx';
import type { BrandReportProps } from './reportBrand.ts';
import { useReportCampaigns } from './reportLists.ts';
import { LAST_12_MONTHS } from './reportPeriod.ts';
import { useOpenCreator } from './useOpenCreator.ts';

/** A campaign runs on one channel: its figures are the brand's events there. */
interface CampaignRow extends GroupTotals {
  readonly creator: string | null;
  readonly creatorId: number | undefined;
  readonly campaign: Campaign | undefined;
}

const COLUMNS: readonly TableColumn<CampaignRow>[] = [
  {
    id: 'creator',
    label: 'Creator',
    value: (row) => row.creator,
    allowsSorting: true,
    width: 200,
  },
  nameColumn('Channel'),
  {
    id: 'status',
    label: 'Campaign',
    value: (row) => row.campaign?.status ?? null,
    cell: (row) =>
      row.campaign === undefined ? null : <CampaignStatusBadge status={row.campaign.status} />,
    allowsSorting: true,
    width: 150,
  },
  FIGURE_COLUMNS.aired,
  FIGURE_COLUMNS.views,
  FIGURE_COLUMNS.spend,
  FIGURE_COLUMNS.cpm,
  FIGURE_COLUMNS.clicks,
  FIGURE_COLUMNS.conversions,
  FIGURE_COLUMNS.revenue,
  FIGURE_COLUMNS.roas,
  FIGURE_COLUMNS.lastAired,
];

const SERIES = [
  { key: 'spend', label: 'Spend' },
  { key: 'revenue', label: 'Revenue' },
];

/**
 * Reporting / Campaign Analysis: per campaign (a creator's channel), what aired, the views it
 * reached and what it cost, against what it brought back (the brand's clicks, conversions and
 * revenue).
 */
export function AnalysisReport({ brand, share }: BrandReportProps) {
  const openCreator = useOpenCreator(brand.app);
  const campaigns = useReportCampaigns(brand).whole;
  // The latest campaign on a channel stands for it (a renewal replaces the one before).
  const campaignByChannel = new Map(
    [...campaigns.items]
      .sort((a, b) => (a.created_at < b.created_at ? -1 : 1))
      .map((campaign) => [campaign.content_id, campaign]),
  );
  return (
    <BrandReportFrame
      brand={brand}
      share={share}
      title="Campaign Analysis"
      description="Each campaign of the brand: its aired events, the views they reached and what they cost, against what they brought back."
      defaultPeriod={LAST_12_MONTHS}
    >
      {({ label, events }) => {
        const firstEvents = new Map(events.items.map((event) => [event.content_id, event]));
        const rows: CampaignRow[] = summarizeTotalsBy(events.items, getChannelHead).map((row) => ({
          ...row,
          creator: firstEvents.get(row.id)?.creator?.name ?? null,
          creatorId: firstEvents.get(row.id)?.publisher_id,
          campaign: campaignByChannel.get(row.id),
        }));
        const creatorOf = new Map(rows.map((row) => [row.id, row.creatorId]));
        return (
          <>
            <BarChart
              label={`Spend and revenue by campaign (top 10), ${label}`}
              data={rows.slice(0, 10).map((row) => ({
                campaign: `${row.creator ?? 'Unknown'} · ${row.name}`,
                spend: row.spend,
                revenue: row.revenue,
              }))}
              x="campaign"
              xLabel="Campaign"
              series={SERIES}
              valueFormat="money"
              isLoading={events.isLoading}
              emptyMessage="No events for the brand in this period."
              errorMessage={events.error?.message}
            />
            <SummaryTable
              label={`Campaigns, ${label}`}
              columns={COLUMNS}
              rows={rows}
              getRowId={(row) => row.id}
              defaultSort={{ column: 'spend', direction: 'descending' }}
              {...getListStates(events)}
              noun="campaigns"
              emptyTitle="No events for the brand in this period."
              emptyDescription="Campaigns show here with their figures once their events are booked; try another period."
              onRowAction={(key) => {
                const creatorId = creatorOf.get(Number(key));
                if (creatorId !== undefined) openCreator(creatorId);
              }}
            />
          </>
        );
      }}
    </BrandReportFrame>
  );
}
