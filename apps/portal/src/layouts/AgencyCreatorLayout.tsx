import { useCreator } from '@airtime/api-client';
import { ErrorState } from '@airtime/design-system';
import { ROUTE_ACCESS } from '@airtime/domain';
import { Outlet, useLocation, useResolvedPath } from 'react-router';
import { CreatorFigures } from '../areas/agency/creatorRecord/CreatorFigures.tsx';
import { useHasPermission, useMayOpen } from '../areas/agency/creatorRecord/usePermissions.ts';
import { CreatorHeader } from '../features/creators/CreatorHeader.tsx';
import { useIdParam } from '../features/navigation/useIdParam.ts';
import { Page, PageHeader } from '../features/page/PageHeader.tsx';
import { type RouteTab, RouteTabs } from '../features/page/RouteTabs.tsx';

const SECTION_TABS: readonly RouteTab[] = [
  { label: 'Channel', to: '' },
  { label: 'Campaigns', to: 'campaigns' },
  { label: 'Planning', to: 'planning' },
  { label: 'Production', to: 'production' },
  { label: 'Settings', to: 'settings' },
];

const REPORTING_TABS: readonly RouteTab[] = [
  { label: 'Events & Inventory', to: 'reporting/events' },
  { label: 'Channel Activity', to: 'reporting/channel-activity' },
  { label: 'Brands & Performance', to: 'reporting/brands' },
];

const REVENUE_TAB: RouteTab = { label: 'Revenue & Payouts', to: 'reporting/revenue' };

/** /agency/creators/:creatorId: the creator's header, its sections as tabs, and the open one. */
export function AgencyCreatorLayout() {
  const creatorId = useIdParam('creatorId');
  const creator = useCreator(creatorId);
  const mayReport = useMayOpen(ROUTE_ACCESS['agency.creator.reporting']);
  const mayOpenRevenue = useHasPermission('view_publishers.revenue');
  const { pathname } = useLocation();
  const base = useResolvedPath('.').pathname.replace(/\/$/, '');
  const inReporting = pathname.startsWith(`${base}/reporting`);

  if (creatorId === null || creator.error?.status === 404) {
    return (
      <Page>
        <PageHeader title="Creator" />
        <ErrorState
          headingLevel={2}
          title="This creator could not be found."
          description="It may have been deleted, or the link is wrong. Pick a creator from the list."
          action={{ label: 'Back to creators', href: '/agency/creators' }}
        />
      </Page>
    );
  }
  if (creator.error !== undefined) {
    return (
      <Page>
        <PageHeader title="Creator" />
        <ErrorState
          headingLevel={2}
          title="The creator could not be loaded."
          description={creator.error.message}
          action={{ label: 'Try again', onPress: () => void creator.mutate() }}
        />
      </Page>
    );
  }
  const tabs = mayReport
    ? [...SECTION_TABS, { label: 'Reporting', to: 'reporting' }]
    : SECTION_TABS;
  return (
    <Page>
      <CreatorHeader
        creator={creator.data}
        figures={
          <CreatorFigures
            creatorId={creatorId}
            creator={creator.data}
            showRevenue={mayOpenRevenue}
          />
        }
      />
      <RouteTabs label="Creator sections" tabs={tabs}>
        {mayReport && inReporting ? (
          <RouteTabs
            label="Reports"
            tabs={mayOpenRevenue ? [...REPORTING_TABS, REVENUE_TAB] : REPORTING_TABS}
          >
            <Outlet />
          </RouteTabs>
        ) : (
          <Outlet />
        )}
      </RouteTabs>
    </Page>
  );
}
