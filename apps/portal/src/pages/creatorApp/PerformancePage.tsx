import { Card, Columns } from '@airtime/design-system';
import { summarizeByBrand, summarizeEvents } from '@airtime/domain';
import { useMemo } from 'react';
import { href } from '../../app/paths.ts';
import { CreatorAppState } from '../../areas/creatorApp/CreatorAppState.tsx';
import { useCreatorAppEvents } from '../../areas/creatorApp/useCreatorAppEvents.ts';
import { useFirstSignInOnboarding } from '../../areas/creatorApp/useFirstSignInOnboarding.ts';
import { EventFigureStats } from '../../features/events/EventFigureStats.tsx';
import { DeferredRecordConversation } from '../../features/inbox/DeferredRecordConversation.tsx';
import { Page, PageHeader } from '../../features/page/PageHeader.tsx';
import { useLoadedOnce } from '../../features/page/useLoadedOnce.ts';
import { BrandPerformanceTable } from '../../features/reports/BrandPerformanceTable.tsx';
import { CreatorMonthsChart } from '../../features/reports/CreatorMonthsChart.tsx';
import { useAiredMonths } from '../../features/reports/useAiredMonths.ts';

/**
 * /creator/home: the selected creator's aired events, views and earnings, by month and brand, and
 * the creator's conversation with the agency.
 */
export function PerformancePage() {
  // The creator's landing page after signing in: a first sign-in opens the onboarding here.
  useFirstSignInOnboarding();
  const events = useCreatorAppEvents();
  const totals = useMemo(() => summarizeEvents(events.items), [events.items]);
  const months = useAiredMonths(events.items);
  const brands = useMemo(() => summarizeByBrand(events.items), [events.items]);
  const figuresLoaded = useLoadedOnce(events.isLoading);
  // While the events load, the same charts and table in their loading states, as tall.
  const figures = (isLoading: boolean) => (
    <>
      <Columns minColumnWidth={320} alignY="top">
        <CreatorMonthsChart
          figure="views"
          months={months}
          label="Views by month"
          emptyMessage="No aired events yet: views show here once events air."
          isLoading={isLoading}
        />
        <CreatorMonthsChart
          figure="earnings"
          months={months}
          label="Earnings by month"
          emptyMessage="No aired events yet: earnings show here once events air."
          isLoading={isLoading}
        />
      </Columns>
      <BrandPerformanceTable
        label="Top brands"
        rows={brands}
        hrefOf={(brandId) => href('creator-brand', { brandId })}
        isLoading={isLoading}
      />
    </>
  );
  return (
    <Page>
      <PageHeader
        title="Performance"
        description={
          events.creator === null
            ? 'Your aired events, their views and what they earned.'
            : `How ${events.creator.name}’s aired events performed and what they earned.`
        }
      />
      <EventFigureStats
        figures={totals}
        show={['aired', 'views', 'earnings', 'averageRate']}
        isLoading={events.isLoading}
      />
      <CreatorAppState events={events} placeholder={figures(true)}>
        {figures(false)}
      </CreatorAppState>
      {/* After the figures: their height comes with them, and the conversation would move. */}
      {events.creator !== null && figuresLoaded && (
        <Card
          title="Conversation with Airtime"
          headingLevel={2}
          description="Questions and news about your channel, between you and the Airtime team."
        >
          <DeferredRecordConversation
            key={events.creator.id}
            subjectType="creator"
            subjectId={events.creator.id}
            appType="creator"
          />
        </Card>
      )}
    </Page>
  );
}
