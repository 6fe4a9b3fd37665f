import { useAllEvents, useCampaigns, useWholeList } from '@airtime/api-client';
import { BarChart, DateText, Money, Num, type TableColumn } from '@airtime/design-system';
import type { Campaign, Event } from '@airtime/domain';
import { useNavigate } from 'react-router';
import { href } from '../../../app/paths.ts';
import { ReportNote } from '../../../features/brand/ReportNote.tsx';
import { CampaignStatusBadge } from '../../../features/brand/StatusBadges.tsx';
import { useBrandId } from '../../../features/brand/useBrandId.ts';
import { type EventGroup, summarizeGroups } from '../../../features/events/eventFigures.ts';
import { SummaryTable } from '../../../features/lists/SummaryTable.tsx';
import { Page, PageHeader } from '../../../features/page/PageHeader.tsx';

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
  {
    id: 'views',
    label: 'Views',
    value: (row) => row.views,
    cell: (row) => <Num value={row.views} />,
    numeric: true,
    allowsSorting: true,
    firstSortDirection: 'descending',
    width: 120,
  },
  {
    id: 'spend',
    label: 'Spend',
    value: (row) => row.spend,
    cell: (row) => <Money value={row.spend} />,
    numeric: true,
    allowsSorting: true,
    firstSortDirection: 'descending',
    width: 120,
  },
  {
    id: 'cpm',
    label: 'CPM',
    value: (row) => row.cpm,
    cell: (row) => <Money value={row.cpm} decimals={2} />,
    numeric: true,
    allowsSorting: true,
    width: 100,
  },
  {
    id: 'lastAired',
    label: 'Last aired',
    value: (row) => row.lastAired,
    cell: (row) => <DateText value={row.lastAired} />,
    allowsSorting: true,
    firstSortDirection: 'descending',
    width: 130,
  },
];

const SERIES = [{ key: 'spend', label: 'Spend' }];

/** Reporting / Campaign Analysis: per campaign, what aired, what it reached and what it cost. */
export function BrandAnalysisPage() {
  const brandId = useBrandId();
  const navigate = useNavigate();
  const aired = useAllEvents({ brand_id: brandId, aired: true, sort: '-date' });
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
        isLoading={aired.isLoading}
        emptyMessage="Nothing has aired for the brand yet."
        errorMessage={aired.error?.message}
      />
      <ReportNote
        count={aired.items.length}
        total={aired.total}
        isComplete={aired.isComplete}
        isLoading={aired.isLoading}
        noun="aired events"
      />
      <SummaryTable
        label="Campaigns"
        columns={COLUMNS}
        rows={rows}
        getRowId={(row) => row.key}
        defaultSort={{ column: 'spend', direction: 'descending' }}
        isLoading={aired.isLoading}
        error={aired.error}
        onRetry={() => void aired.refresh()}
        noun="campaigns"
        emptyTitle="Nothing has aired for the brand yet."
        emptyDescription="Campaigns show here with their figures once their first event airs."
        onRowAction={(key) => {
          const creatorId = publisherOf.get(Number(key));
          if (creatorId !== undefined) void navigate(href('agency-creator', { creatorId }));
        }}
      />
    </Page>
  );
}
