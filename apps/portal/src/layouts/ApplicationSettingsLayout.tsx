import { Outlet } from 'react-router';
import { applicationSettingsRoute } from '../app/routes/agency/applicationSettings.ts';
import { useRouteTabs } from '../app/useRouteTabs.ts';
import { Page, PageHeader } from '../features/page/PageHeader.tsx';
import { RouteTabs } from '../features/page/RouteTabs.tsx';

/** /agency/settings: Application Settings, for a Super Admin only (spec §6). */
export function ApplicationSettingsLayout() {
  const tabs = useRouteTabs(applicationSettingsRoute);
  return (
    <Page>
      <PageHeader
        title="Application Settings"
        description="Who uses Airtime, and what their roles and permissions open."
      />
      <RouteTabs label="Application settings" tabs={tabs}>
        <Outlet />
      </RouteTabs>
    </Page>
  );
}
