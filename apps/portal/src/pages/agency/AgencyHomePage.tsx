import { Columns } from '@airtime/design-system';
import {
  CampaignsNeedingAttention,
  HomeFigures,
  WeekAirings,
} from '../../areas/agency/AgencyHome.tsx';
import { homeWeek } from '../../areas/agency/agencyHomeReads.ts';
import { Page, PageHeader } from '../../features/page/PageHeader.tsx';

/** /agency/home: the operations overview of the day. */
export function AgencyHomePage() {
  const week = homeWeek(new Date());
  return (
    <Page>
      <PageHeader title="Home" description="What needs you today across planning and production." />
      <HomeFigures week={week} />
      <Columns minColumnWidth={480}>
        <CampaignsNeedingAttention />
        <WeekAirings week={week} />
      </Columns>
    </Page>
  );
}
