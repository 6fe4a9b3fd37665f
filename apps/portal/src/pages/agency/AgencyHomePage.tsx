import { useSession } from '@airtime/api-client';
import { formatDate } from '@airtime/design-system';
import type { ReactElement } from 'react';
import { HomeFigures } from '../../areas/agency/AgencyHome.tsx';
import {
  ConversationsSection,
  InvoicesSection,
  PayoutsSection,
} from '../../areas/agency/AgencyHomeFollowUps.tsx';
import {
  AiringsSection,
  AssignmentsSection,
  IosSection,
  PlansSection,
  ProductionsSection,
} from '../../areas/agency/AgencyHomeSections.tsx';
import { homeMonth, homeWeek } from '../../areas/agency/agencyHomeReads.ts';
import { getHomeLayout, type HomeSection } from '../../features/home/homeSections.ts';
import { WorkGrid } from '../../features/home/WorkList.tsx';
import { Page, PageHeader } from '../../features/page/PageHeader.tsx';

function section(key: HomeSection, week: string): ReactElement {
  switch (key) {
    case 'plans':
      return <PlansSection key={key} />;
    case 'productions':
      return <ProductionsSection key={key} />;
    case 'airings':
      return <AiringsSection key={key} week={week} />;
    case 'assignments':
      return <AssignmentsSection key={key} />;
    case 'conversations':
      return <ConversationsSection key={key} />;
    case 'ios':
      return <IosSection key={key} />;
    case 'invoices':
      return <InvoicesSection key={key} />;
    case 'payouts':
      return <PayoutsSection key={key} />;
  }
}

/** /agency/home: the day's worklist, what needs the user now, adapted to what they do. */
export function AgencyHomePage() {
  const { profile } = useSession();
  const now = new Date();
  const week = homeWeek(now);
  const layout = profile === null ? null : getHomeLayout(profile);
  return (
    <Page>
      <PageHeader
        title="Home"
        description={`What needs you today, ${formatDate(now)}${
          layout?.focus === 'finance' ? ': invoices, payouts and conversations.' : '.'
        }`}
      />
      {layout !== null && (
        <>
          <HomeFigures figures={layout.figures} week={week} month={homeMonth(now)} />
          <WorkGrid>{layout.sections.map((key) => section(key, week))}</WorkGrid>
        </>
      )}
    </Page>
  );
}
