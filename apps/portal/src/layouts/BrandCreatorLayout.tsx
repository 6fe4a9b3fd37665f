import { Outlet } from 'react-router';
import { BrandCreatorHeader } from '../areas/brandApp/BrandCreatorHeader.tsx';
import { useCreatorParams } from '../areas/brandApp/creatorId.ts';
import { Page } from '../features/page/PageHeader.tsx';
import { RouteTabs } from '../features/page/RouteTabs.tsx';

const TABS = [
  { label: 'Profile', to: 'profile' },
  { label: 'Campaigns', to: 'campaigns' },
  { label: 'Channel Activity', to: 'channel-activity' },
];

/** A creator in the brand app (/brand/creators/:creatorId): the header, then its tabs. */
export function BrandCreatorLayout() {
  const { creatorId } = useCreatorParams();
  return (
    <Page>
      <BrandCreatorHeader creatorId={creatorId} />
      <RouteTabs label="Creator" tabs={TABS}>
        <Outlet />
      </RouteTabs>
    </Page>
  );
}
