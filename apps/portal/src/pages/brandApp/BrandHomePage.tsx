import { useBrandStats } from '@airtime/api-client';
import { Card, Columns, ErrorState } from '@airtime/design-system';
import { BrandPage } from '../../areas/brandApp/BrandPage.tsx';
import { MonthEventsCard, RecentDecisionsCard } from '../../areas/brandApp/DashboardCards.tsx';
import { BrandFigures } from '../../features/brands/BrandFigures.tsx';
import { RecordConversation } from '../../features/inbox/RecordConversation.tsx';

/**
 * The brand app's Dashboard: the selected brand's figures, this month's events, recent approvals,
 * and the brand's conversation with the agency.
 */
export function BrandHomePage() {
  return (
    <BrandPage title="Dashboard">
      {(brand) => (
        <>
          <BrandStats brandId={brand.id} />
          <Columns minColumnWidth={420} alignY="top">
            <MonthEventsCard brandId={brand.id} />
            <RecentDecisionsCard brandId={brand.id} />
          </Columns>
          <Card
            title="Conversation with Airtime"
            headingLevel={2}
            description="Questions and news about the brand, between your team and ours."
          >
            <RecordConversation
              key={brand.id}
              subjectType="brand"
              subjectId={brand.id}
              appType="brand"
            />
          </Card>
        </>
      )}
    </BrandPage>
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
