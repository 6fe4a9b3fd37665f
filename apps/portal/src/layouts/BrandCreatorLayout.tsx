import { Outlet } from 'react-router';
import { brandCreatorRoute } from '../app/routes/brandApp/creatorProfile.ts';
import { useRouteTabs } from '../app/useRouteTabs.ts';
import { BrandCreatorFrame } from '../areas/brandApp/BrandCreatorFrame.tsx';
import { useCreatorParams } from '../areas/brandApp/creatorId.ts';
import { Page } from '../features/page/PageHeader.tsx';
import { compactPanel } from '../features/page/page.css.ts';
import { RouteTabs } from '../features/page/RouteTabs.tsx';

/** A creator in the brand app (/brand/creators/:creatorId): the header, then its tabs. */
export function BrandCreatorLayout() {
  const { creatorId } = useCreatorParams();
  const tabs = useRouteTabs(brandCreatorRoute);
  return (
    <Page space="none">
      <BrandCreatorFrame creatorId={creatorId}>
        <RouteTabs label="Creator" tabs={tabs} size="sm" panelClassName={compactPanel}>
          <Outlet />
        </RouteTabs>
      </BrandCreatorFrame>
    </Page>
  );
}
