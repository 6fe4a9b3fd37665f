import { Outlet } from 'react-router';
import { Page, PageHeader } from '../features/page/PageHeader.tsx';
import { RouteTabs } from '../features/page/RouteTabs.tsx';

const TABS = [
  { label: 'Users', to: '/agency/settings' },
  { label: 'Roles', to: '/agency/settings/roles' },
];

/** /agency/settings: Application Settings, for a Super Admin only (spec §6). */
export function ApplicationSettingsLayout() {
  return (
    <Page>
      <PageHeader
        title="Application Settings"
        description="Who uses Airtime, and what their roles and permissions open."
      />
      <RouteTabs label="Application settings" tabs={TABS}>
        <Outlet />
      </RouteTabs>
    </Page>
  );
}
