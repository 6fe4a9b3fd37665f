import { useEvents, useWholeList } from '@airtime/api-client';
import { Card, Columns, LinkButton, Stat } from '@airtime/design-system';
import { summarizeEvents } from '@airtime/domain';
import { href } from '../../../app/paths.ts';
import { useBrandId } from '../../../areas/agency/brandRecord/useBrandId.ts';
import { EventsTable } from '../../../features/events/EventsTable.tsx';
import type { EventColumnId } from '../../../features/events/eventColumns.tsx';
import { RecordConversation } from '../../../features/inbox/RecordConversation.tsx';
import { addDays } from '../../../features/months/days.ts';
import { toDay, toMonth } from '../../../features/months/months.ts';
import { Figures, Page, PageHeader } from '../../../features/page/PageHeader.tsx';
import { CampaignStatusChart } from '../../../features/reports/CampaignStatusChart.tsx';

const UPCOMING_COLUMNS: readonly EventColumnId[] = [
  'date',
  'title',
  'creator',
  'estimated_views',
  'rate',
];
const RECENT_COLUMNS: readonly EventColumnId[] = [
  'date',
  'title',
  'creator',
  'actual_views',
  'cpm',
];

/**
 * /agency/brands/{id}: this month's figures, what airs next, what aired last, campaigns by status,
 * and the brand's conversations.
 */
export function BrandDashboardPage() {
  const brandId = useBrandId();
  const today = toDay(new Date());
  const month = useEvents({ brand_id: brandId, month: toMonth(new Date()), per_page: 100 });
  const monthState = useWholeList(month, 20);
  const figures = summarizeEvents(month.items);
  const upcoming = useEvents({
    brand_id: brandId,
    aired: false,
    range: { start: today, end: addDays(today, 183) },
    sort: 'date',
    per_page: 5,
  });
  const recent = useEvents({ brand_id: brandId, aired: true, sort: '-date', per_page: 5 });
  const allEvents = (
    <LinkButton href={href('agency-brand-reporting-events', { brandId })} size="sm" variant="ghost">
      All events
    </LinkButton>
  );

  return (
    <Page>
      <PageHeader
        title="Dashboard"
        description="This month's airings, what airs next and what aired last, and where the brand's campaigns stand."
      />
      <Figures>
        <Stat label="Events this month" value={figures.events} isLoading={monthState.isLoading} />
        <Stat label="Aired this month" value={figures.aired} isLoading={monthState.isLoading} />
        <Stat
          label="Views this month"
          value={figures.views}
          compact
          isLoading={monthState.isLoading}
        />
        <Stat
          label="Spend this month"
          value={figures.spend}
          format="money"
          compact
          isLoading={monthState.isLoading}
        />
      </Figures>
      <Columns minColumnWidth={420} alignY="top">
        <Card title="Upcoming events" headingLevel={2} padding="none" actions={allEvents}>
          <EventsTable
            label="Upcoming events"
            list={upcoming}
            columns={UPCOMING_COLUMNS}
            emptyTitle="Nothing planned in the next six months."
            emptyDescription="Events booked for this brand show here once planned."
          />
        </Card>
        <Card title="Recently aired" headingLevel={2} padding="none">
          <EventsTable
            label="Recently aired events"
            list={recent}
            columns={RECENT_COLUMNS}
            emptyTitle="Nothing has aired yet."
            emptyDescription="Aired events show here with their views."
          />
        </Card>
      </Columns>
      <CampaignStatusChart brand={{ id: brandId, app: 'agency' }} />
      <Card
        title="Conversations"
        headingLevel={2}
        description="Internal notes about the brand, and the conversation shared with its team."
      >
        <RecordConversation subjectType="brand" subjectId={brandId} appType="agency" />
      </Card>
    </Page>
  );
}
