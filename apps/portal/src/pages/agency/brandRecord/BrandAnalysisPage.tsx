import { useCampaigns, useWholeList } from '@airtime/api-client';
import { BarChart, type TableColumn } from '@airtime/design-system';
import type { Campaign, Event } from '@airtime/domain';
import { useBrandId } from '../../../areas/agency/brandRecord/useBrandId.ts';
import { type EventGroup, summarizeGroups } from '../../../features/events/eventFigures.ts';
import { getListStates, SummaryTable } from '../../../features/lists/SummaryTable.tsx';
import { Page, PageHeader } from '../../../features/page/PageHeader.tsx';
import { FIGURE_COLUMNS } from '../../../features/reports/figureColumns.tsx';
import { ReportNote } from '../../../features/reports/ReportNote.tsx';
import {
  getAiredChartStates,
  NOTHING_AIRED,
  useBrandAiredEvents,
} from '../../../features/reports/useBrandAiredEvents.ts';
import { useOpenCreator } from '../../../features/reports/useOpenCreator.ts';
import { CampaignStatusBadge } from '../../../features/status/StatusBadges.tsx';

/** A campaign runs on one channel: its aired events are the brand's events there. */
interface CampaignRow extends EventGroup<number, Event> {
  readonly creator: string | null;
  readonly publisherId: number | undefined;
  readonly channel: string | null;
  readonly campaign: Campaign | undefined;
}

const COLUMNS: TableColumn<CampaignRow>[] = [
  { id: 'creator', label: 'Creator', value: (row) => row.creator, allowsSorting: true, grow: true },
  { id: 'channel', label: 'Channel', value: (row) => row.channel, allowsSorting: true },
  {
    id: 'status',
    label: 'Campaign',
    value: (row) => row.campaign?.status ?? null,
    cell: (row) =>
      row.campaign === undefined ? null : <CampaignStatusBadge status={row.campaign.status} />,
    allowsSorting: true,
    width: 150,
  },
  {
    id: 'aired',
    label: 'Events',
    value: (row) => row.aired,
    numeric: true,
    allowsSorting: true,
    width: 100,
  },
  FIGURE_COLUMNS.views,
  FIGURE_COLUMNS.spend,
  FIGURE_COLUMNS.cpm,
  FIGURE_COLUMNS.lastAired,
];

const SERIES = [{ key: 'spend', label: 'Spend' }];

/** Reporting / Campaign Analysis: per campaign, what aired, what it reached and what it cost. */
export function BrandAnalysisPage() {
  const brandId = useBrandId();
  const openCreator = useOpenCreator('agency');
  const aired = useBrandAiredEvents();
  const campaigns = useCampaigns({ brand_id: brandId, per_page: 100 });
  useWholeList(campaigns, 20);
  // The latest campaign on a channel stands for it (a renewal replaces the one before).
  const campaignByChannel = new Map(
    [...campaigns.items]
      .sort((a, b) => (a.created_at < b.created_at ? -1 : 1))
      .map((campaign) => [campaign.content_id, campaign]),
  );
  const rows: CampaignRow[] = summarizeGroups(aired.items, (event) => event.content_id).map(
    (group) => ({
      ...group,
      creator: group.items[0]?.creator?.name ?? null,
      publisherId: group.items[0]?.publisher_id,
      channel: group.items[0]?.channel?.name ?? null,
      campaign: campaignByChannel.get(group.key),
    }),
  );
  const topSpend = [...rows]
    .sort((a, b) => b.spend - a.spend)
    .slice(0, 10)
    .map((row) => ({
      campaign: `${row.creator ?? 'Unknown'} · ${row.channel ?? ''}`,
      spend: row.spend,
    }));
  const publisherOf = new Map(rows.map((row) => [row.key, row.publisherId]));

  return (
    <Page>
      <PageHeader
        title="Campaign Analysis"
        description="Each campaign of the brand: its aired events, the views they reached, what they cost and the CPM."
      />
      <BarChart
        label="Spend by campaign (top 10)"
        data={topSpend}
        x="campaign"
        xLabel="Campaign"
        series={SERIES}
        valueFormat="money"
        {...getAiredChartStates(aired)}
      />
      <ReportNote list={aired} noun="aired events" />
      <SummaryTable
        label="Campaigns"
        columns={COLUMNS}
        rows={rows}
        getRowId={(row) => row.key}
        defaultSort={{ column: 'spend', direction: 'descending' }}
        {...getListStates(aired)}
        noun="campaigns"
        emptyTitle={NOTHING_AIRED}
        emptyDescription="Campaigns show here with their figures once their first event airs."
        onRowAction={(key) => {
          const creatorId = publisherOf.get(Number(key));
          if (creatorId !== undefined) openCreator(creatorId);
        }}
      />
    </Page>
  );
}
