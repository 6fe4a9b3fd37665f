import { Outlet } from 'react-router';
import { BrandPage } from '../areas/brandApp/BrandPage.tsx';
import { RouteTabs } from '../features/page/RouteTabs.tsx';

const TABS = [
  { label: 'Creators', to: '' },
  { label: 'Events', to: 'events' },
  { label: 'Campaign Tracking', to: 'campaign-tracking' },
  { label: 'Seismograph', to: 'seismograph' },
  { label: 'Campaign Analysis', to: 'analysis' },
  { label: 'Effectiveness', to: 'effectiveness' },
];

/** 'Reporting' in the brand menu: the selected brand's reports as tabs. */
export function BrandReportsLayout() {
  return (
    <BrandPage title="Reporting">
      {() => (
        <RouteTabs label="Reports" tabs={TABS}>
          <Outlet />
        </RouteTabs>
      )}
    </BrandPage>
  );
}
