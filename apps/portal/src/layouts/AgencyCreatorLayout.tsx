import { useCreator } from '@airtime/api-client';
import { ErrorState } from '@airtime/design-system';
import { Outlet } from 'react-router';
import { href } from '../app/paths.ts';
import { agencyCreatorRoute, creatorReportingRoute } from '../app/routes/agency/creatorRecord.ts';
import { useNestedRouteTabs, useRouteTabs } from '../app/useRouteTabs.ts';
import { CreatorFigures } from '../areas/agency/creatorRecord/CreatorFigures.tsx';
import { useHasPermission } from '../areas/agency/creatorRecord/usePermissions.ts';
import { CreatorHeader } from '../features/creators/CreatorHeader.tsx';
import { useIdParam } from '../features/navigation/useIdParam.ts';
import { Page, PageHeader } from '../features/page/PageHeader.tsx';
import { RouteTabs } from '../features/page/RouteTabs.tsx';

/** /agency/creators/:creatorId: the creator's header, its sections as tabs, and the open one. */
export function AgencyCreatorLayout() {
  const creatorId = useIdParam('creatorId');
  const creator = useCreator(creatorId);
  const mayOpenRevenue = useHasPermission('view_publishers.revenue');
  const sectionTabs = useRouteTabs(agencyCreatorRoute);
  const reportTabs = useNestedRouteTabs(creatorReportingRoute);

  if (creatorId === null || creator.error?.status === 404) {
    return (
      <Page>
        <PageHeader title="Creator" />
        <ErrorState
          headingLevel={2}
          title="This creator could not be found."
          description="It may have been deleted, or the link is wrong. Pick a creator from the list."
          action={{ label: 'Back to creators', href: href('agency-creators') }}
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
      <RouteTabs label="Creator sections" tabs={sectionTabs}>
        {reportTabs === null ? (
          <Outlet />
        ) : (
          <RouteTabs label="Reports" tabs={reportTabs}>
            <Outlet />
          </RouteTabs>
        )}
      </RouteTabs>
    </Page>
  );
}
