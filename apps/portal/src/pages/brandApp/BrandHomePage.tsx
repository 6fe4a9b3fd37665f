import { useBrandStats } from '@airtime/api-client';
import { Card, Columns, ErrorState } from '@airtime/design-system';
import { BrandPage } from '../../areas/brandApp/BrandPage.tsx';
import { useMonthEvents, useRecentDecisions } from '../../areas/brandApp/brandHomeReads.ts';
import { MonthEventsCard, RecentDecisionsCard } from '../../areas/brandApp/DashboardCards.tsx';
import { BrandFigures } from '../../features/brands/BrandFigures.tsx';
import { DeferredRecordConversation } from '../../features/inbox/DeferredRecordConversation.tsx';
import { toMonth } from '../../features/months/months.ts';
import { useLoadedOnce } from '../../features/page/useLoadedOnce.ts';

/**
 * The brand app's Dashboard: the selected brand's figures, this month's events, recent approvals,
 * and the brand's conversation with the agency.
 */
export function BrandHomePage() {
  return <BrandPage title="Dashboard">{(brand) => <Dashboard brandId={brand.id} />}</BrandPage>;
}

/**
 * The brand's figures, cards and conversation. The cards' rows set their heights, so what comes
 * after a card (below it on a phone) appears with its rows, never to be pushed once shown.
 */
function Dashboard({ brandId }: { readonly brandId: number }) {
  const month = toMonth(new Date());
  const events = useMonthEvents(brandId, month);
  const decisions = useRecentDecisions(brandId);
  const eventsLoaded = useLoadedOnce(events.isLoading);
  const cardsLoaded = useLoadedOnce(events.isLoading || decisions.isLoading);
  return (
    <>
      <BrandStats brandId={brandId} />
      <Columns minColumnWidth={420} alignY="top">
        <MonthEventsCard month={month} list={events} />
        {/* Its column is kept while it waits (a phone shows it below the events). */}
        {eventsLoaded ? <RecentDecisionsCard list={decisions} /> : <div />}
      </Columns>
      {cardsLoaded && (
        <Card
          title="Conversation with Airtime"
          headingLevel={2}
          description="Questions and news about the brand, between your team and ours."
        >
          <DeferredRecordConversation
            key={brandId}
            subjectType="brand"
            subjectId={brandId}
            appType="brand"
          />
        </Card>
      )}
    </>
  );
}

/** The brand's figures, or why they could not be loaded. */
function BrandStats({ brandId }: { readonly brandId: number }) {
  const { data, error, isLoading, mutate } = useBrandStats(brandId);
  return error === undefined ? (
    <BrandFigures stats={data} isLoading={isLoading} />
  ) : (
    <ErrorState
      size="sm"
      title="The brand's figures could not be loaded."
      description={error.message}
      action={{ label: 'Try again', onPress: () => void mutate() }}
    />
  );
}
