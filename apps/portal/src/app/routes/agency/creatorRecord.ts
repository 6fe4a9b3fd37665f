import type { PageRoute, PathRoute } from '../../defineRoutes.ts';
import { lazyPage } from '../../lazyPage.ts';

// The agency's record of one creator (spec §2): its sections, and its reports under Reporting.

/** /agency/creators/{id}/reporting: kept from Prospecting-only users (decisions §7). */
export const creatorReportingRoute: PathRoute = {
  path: 'reporting',
  title: 'Reporting',
  access: 'agency.creator.reporting',
  children: [
    { index: true, redirectTo: 'events' },
    {
      path: 'events',
      title: 'Events & Inventory',
      page: lazyPage(
        () => import('../../../pages/agency/creatorRecord/CreatorEventsReportPage.tsx'),
        'CreatorEventsReportPage',
      ),
    },
    {
      path: 'channel-activity',
      title: 'Channel Activity',
      page: lazyPage(
        () => import('../../../pages/agency/creatorRecord/CreatorChannelActivityPage.tsx'),
        'CreatorChannelActivityPage',
      ),
    },
    {
      path: 'brands',
      title: 'Brands & Performance',
      page: lazyPage(
        () => import('../../../pages/agency/creatorRecord/CreatorBrandsReportPage.tsx'),
        'CreatorBrandsReportPage',
      ),
    },
    {
      path: 'revenue',
      title: 'Revenue & Payouts',
      access: 'agency.creator.reporting.revenue',
      page: lazyPage(
        () => import('../../../pages/agency/creatorRecord/CreatorRevenuePage.tsx'),
        'CreatorRevenuePage',
      ),
    },
  ],
};

/** /agency/creators/{id}: the creator's header over one tab a section (AgencyCreatorLayout). */
export const agencyCreatorRoute: PageRoute = {
  path: 'creators/:creatorId',
  name: 'agency-creator',
  recordTitle: { kind: 'creator', param: 'creatorId' },
  noBreadcrumbs: true,
  page: lazyPage(() => import('../../../layouts/AgencyCreatorLayout.tsx'), 'AgencyCreatorLayout'),
  children: [
    {
      index: true,
      title: 'Channel',
      page: lazyPage(
        () => import('../../../pages/agency/creatorRecord/CreatorChannelPage.tsx'),
        'CreatorChannelPage',
      ),
    },
    {
      path: 'channel/:channelId',
      name: 'agency-creator-channel',
      title: 'Channel',
      recordTitle: { kind: 'channel', param: 'channelId' },
      page: lazyPage(
        () => import('../../../pages/agency/creatorRecord/CreatorChannelPage.tsx'),
        'CreatorChannelPage',
      ),
    },
    {
      path: 'campaigns',
      title: 'Campaigns',
      page: lazyPage(
        () => import('../../../pages/agency/creatorRecord/CreatorCampaignsPage.tsx'),
        'CreatorCampaignsPage',
      ),
    },
    {
      path: 'planning',
      name: 'agency-creator-planning',
      title: 'Planning',
      page: lazyPage(
        () => import('../../../pages/agency/creatorRecord/CreatorPlanningPage.tsx'),
        'CreatorPlanningPage',
      ),
    },
    {
      path: 'production',
      title: 'Production',
      page: lazyPage(
        () => import('../../../pages/agency/creatorRecord/CreatorProductionPage.tsx'),
        'CreatorProductionPage',
      ),
    },
    {
      path: 'settings',
      title: 'Settings',
      page: lazyPage(
        () => import('../../../pages/agency/creatorRecord/CreatorSettingsPage.tsx'),
        'CreatorSettingsPage',
      ),
    },
    creatorReportingRoute,
  ],
};
