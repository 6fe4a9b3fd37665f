import { RouterProvider as LinkRouterProvider } from '@airtime/design-system';
import type { ComponentType } from 'react';
import { Outlet, type RouteObject, useHref, useNavigate } from 'react-router';
import { buildRoutes, type PageRoute } from '../../app/defineRoutes.ts';
import type { RouteHandle } from '../../app/routeHandle.ts';

// The brand app's routes and the three inboxes, as brandRoutes.ts and the inbox entries of
// agencyRoutes.ts and creatorRoutes.ts declare them, for this task's page tests. The real route
// table (and App.tsx, which imports it) cannot be imported until every page module it names
// exists, since Vite resolves each lazy import; so these name only this task's pages, without
// the shell (RootLayout, MainLayout). src/test/renderRoute.tsx can take over once all exist.

const page =
  <M,>(load: () => Promise<M>, name: keyof M & string) =>
  async () => {
    const module = await load();
    return { Component: module[name] as ComponentType };
  };

const inbox: PageRoute = {
  path: 'inbox',
  title: 'Inbox',
  frameless: true,
  page: page(() => import('../../pages/inbox/InboxPage.tsx'), 'InboxPage'),
};

const report = (
  path: string | null,
  title: string,
  load: () => Promise<Record<string, unknown>>,
  name: string,
): PageRoute => ({
  ...(path === null ? { index: true as const } : { path }),
  title,
  page: page(load, name),
});

const brandPages: readonly PageRoute[] = [
  {
    path: 'home',
    name: 'brand-home',
    title: 'Dashboard',
    page: page(() => import('../../pages/brand/BrandHomePage.tsx'), 'BrandHomePage'),
  },
  { ...inbox, name: 'brand-inbox' },
  {
    path: 'calendar',
    title: 'Calendar',
    page: page(() => import('../../pages/brand/CalendarPage.tsx'), 'CalendarPage'),
  },
  {
    path: 'approvals',
    title: 'Creators',
    page: page(() => import('../../pages/brand/ApprovalsPage.tsx'), 'ApprovalsPage'),
  },
  {
    path: 'prospecting',
    title: 'Prospecting',
    page: page(() => import('../../pages/brand/BrandProspectingPage.tsx'), 'BrandProspectingPage'),
  },
  {
    path: 'creators/:creatorId',
    recordTitle: { kind: 'creator', param: 'creatorId' },
    page: page(
      () => import('../../pages/brand/creator/BrandCreatorLayout.tsx'),
      'BrandCreatorLayout',
    ),
    children: [
      { index: true, redirectTo: '/brand/creators/:creatorId/profile' },
      {
        path: 'profile/:channelId?',
        name: 'brand-creator',
        title: 'Profile',
        page: page(
          () => import('../../pages/brand/creator/BrandCreatorProfilePage.tsx'),
          'BrandCreatorProfilePage',
        ),
      },
      {
        path: 'campaigns',
        title: 'Campaigns',
        page: page(
          () => import('../../pages/brand/creator/BrandCreatorCampaignsPage.tsx'),
          'BrandCreatorCampaignsPage',
        ),
      },
      {
        path: 'channel-activity',
        title: 'Channel Activity',
        page: page(
          () => import('../../pages/brand/creator/BrandCreatorActivityPage.tsx'),
          'BrandCreatorActivityPage',
        ),
      },
    ],
  },
  {
    path: 'reports',
    title: 'Reporting',
    page: page(() => import('../../pages/brand/reports/ReportsLayout.tsx'), 'ReportsLayout'),
    children: [
      report(
        null,
        'Creators',
        () => import('../../pages/brand/reports/CreatorsReportPage.tsx'),
        'CreatorsReportPage',
      ),
      report(
        'events',
        'Events',
        () => import('../../pages/brand/reports/EventsReportPage.tsx'),
        'EventsReportPage',
      ),
      report(
        'campaign-tracking',
        'Campaign Tracking',
        () => import('../../pages/brand/reports/CampaignTrackingPage.tsx'),
        'CampaignTrackingPage',
      ),
      report(
        'seismograph',
        'Seismograph',
        () => import('../../pages/brand/reports/SeismographPage.tsx'),
        'SeismographPage',
      ),
      report(
        'analysis',
        'Campaign Analysis',
        () => import('../../pages/brand/reports/AnalysisPage.tsx'),
        'AnalysisPage',
      ),
      report(
        'effectiveness',
        'Effectiveness',
        () => import('../../pages/brand/reports/EffectivenessPage.tsx'),
        'EffectivenessPage',
      ),
    ],
  },
];

function appRoot(
  appType: NonNullable<RouteHandle['appType']>,
  children: readonly PageRoute[],
): RouteObject {
  const handle: RouteHandle = { appType };
  return { path: appType, handle, Component: Outlet, children: buildRoutes(children, appType) };
}

/** What the app's RootLayout does for links: React Aria's Link and LinkButton use the router. */
function TestRoot() {
  const navigate = useNavigate();
  return (
    <LinkRouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
      <Outlet />
    </LinkRouterProvider>
  );
}

export const pageRoutes: RouteObject[] = [
  {
    Component: TestRoot,
    HydrateFallback: () => null,
    children: [
      appRoot('brand', brandPages),
      appRoot('agency', [{ ...inbox, name: 'agency-inbox' }]),
      appRoot('creator', [{ ...inbox, name: 'creator-inbox' }]),
    ],
  },
];
