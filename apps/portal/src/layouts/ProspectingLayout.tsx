import { Outlet } from 'react-router';
import { prospectingRoute } from '../app/routes/agency/prospecting.ts';
import { useRouteTabs } from '../app/useRouteTabs.ts';
import { Page, PageHeader } from '../features/page/PageHeader.tsx';
import { RouteTabs } from '../features/page/RouteTabs.tsx';

/** /agency/prospecting: finding creators to sign, as tabs (view_prospects opens them all). */
export function ProspectingLayout() {
  const tabs = useRouteTabs(prospectingRoute);
  return (
    <Page>
      <PageHeader
        title="Prospecting"
        description="Creators Airtime has not signed yet, and where each conversion stands."
      />
      <RouteTabs label="Prospecting lists" tabs={tabs}>
        <Outlet />
      </RouteTabs>
    </Page>
  );
}
