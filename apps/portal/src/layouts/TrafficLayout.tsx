import { Outlet } from 'react-router';
import { Page, PageHeader } from '../features/page/PageHeader.tsx';
import { RouteTabs } from '../features/page/RouteTabs.tsx';

/** /agency/traffic: aired content to match with brands, in three lists (spec §2). */
export function TrafficLayout() {
  return (
    <Page>
      <PageHeader
        title="Traffic"
        description="Aired content that may carry sponsorships nobody has claimed yet."
      />
      <RouteTabs
        label="Traffic lists"
        tabs={[
          { label: 'Potentially Sponsored', to: 'sponsored' },
          { label: 'Not Sponsored', to: 'not-sponsored' },
          { label: 'Unapproved Brands', to: 'unapproved' },
        ]}
      >
        <Outlet />
      </RouteTabs>
    </Page>
  );
}
