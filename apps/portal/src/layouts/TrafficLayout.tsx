import { Outlet } from 'react-router';
import { trafficRoute } from '../app/routes/agency/traffic.ts';
import { useRouteTabs } from '../app/useRouteTabs.ts';
import { Page, PageHeader } from '../features/page/PageHeader.tsx';
import { RouteTabs } from '../features/page/RouteTabs.tsx';

/** /agency/traffic: aired content to match with brands, in three lists (spec §2). */
export function TrafficLayout() {
  const tabs = useRouteTabs(trafficRoute);
  return (
    <Page>
      <PageHeader
        title="Traffic"
        description="Aired content that may carry sponsorships nobody has claimed yet."
      />
      <RouteTabs label="Traffic lists" tabs={tabs}>
        <Outlet />
      </RouteTabs>
    </Page>
  );
}
