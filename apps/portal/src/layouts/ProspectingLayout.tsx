import { Outlet } from 'react-router';
import { Page, PageHeader } from '../features/page/PageHeader.tsx';
import { RouteTabs } from '../features/page/RouteTabs.tsx';

const TABS = [
  { label: 'Discovery', to: '/agency/prospecting' },
  { label: 'In Progress', to: '/agency/prospecting/prospects' },
  { label: 'Watchlist', to: '/agency/prospecting/watchlist' },
  { label: 'Archive', to: '/agency/prospecting/archive' },
];

/** /agency/prospecting: finding creators to sign, as tabs (view_prospects opens them all). */
export function ProspectingLayout() {
  return (
    <Page>
      <PageHeader
        title="Prospecting"
        description="Creators Airtime has not signed yet, and where each conversion stands."
      />
      <RouteTabs label="Prospecting lists" tabs={TABS}>
        <Outlet />
      </RouteTabs>
    </Page>
  );
}
