import type { PageRoute } from './defineRoutes.ts';
import { lazyPage } from './lazyPage.ts';

// The brand app (spec §2 'Brand app').

const legal = (path: 'privacy' | 'terms' | 'optout', title: string): PageRoute => ({
  path,
  title,
  page: lazyPage(() => import('../pages/legal/LegalPage.tsx'), 'LegalPage'),
});

export const brandRoutes: readonly PageRoute[] = [
  { index: true, redirectTo: '/brand/home' },
  {
    path: 'home',
    name: 'brand-home',
    title: 'Dashboard',
    page: lazyPage(() => import('../pages/brandApp/BrandHomePage.tsx'), 'BrandHomePage'),
  },
  {
    path: 'inbox',
    name: 'brand-inbox',
    title: 'Inbox',
    frameless: true,
    page: lazyPage(() => import('../pages/inbox/InboxPage.tsx'), 'InboxPage'),
  },
  {
    path: 'calendar',
    title: 'Calendar',
    page: lazyPage(() => import('../pages/brandApp/CalendarPage.tsx'), 'CalendarPage'),
  },
  {
    path: 'approvals',
    title: 'Creators',
    page: lazyPage(() => import('../pages/brandApp/ApprovalsPage.tsx'), 'ApprovalsPage'),
  },
  {
    path: 'prospecting',
    title: 'Prospecting',
    page: lazyPage(
      () => import('../pages/brandApp/BrandProspectingPage.tsx'),
      'BrandProspectingPage',
    ),
  },
  {
    path: 'creators/:creatorId',
    recordTitle: { kind: 'creator', param: 'creatorId' },
    page: lazyPage(() => import('../layouts/BrandCreatorLayout.tsx'), 'BrandCreatorLayout'),
    children: [
      { index: true, redirectTo: '/brand/creators/:creatorId/profile' },
      {
        path: 'profile/:channelId?',
        name: 'brand-creator',
        title: 'Profile',
        page: lazyPage(
          () => import('../pages/brandApp/creatorProfile/BrandCreatorProfilePage.tsx'),
          'BrandCreatorProfilePage',
        ),
      },
      {
        path: 'campaigns',
        title: 'Campaigns',
        page: lazyPage(
          () => import('../pages/brandApp/creatorProfile/BrandCreatorCampaignsPage.tsx'),
          'BrandCreatorCampaignsPage',
        ),
      },
      {
        path: 'channel-activity',
        title: 'Channel Activity',
        page: lazyPage(
          () => import('../pages/brandApp/creatorProfile/BrandCreatorActivityPage.tsx'),
          'BrandCreatorActivityPage',
        ),
      },
    ],
  },
  {
    path: 'reports',
    title: 'Reporting',
    page: lazyPage(() => import('../layouts/BrandReportsLayout.tsx'), 'BrandReportsLayout'),
    children: [
      {
        index: true,
        title: 'Creators',
        page: lazyPage(
          () => import('../pages/brandApp/reports/CreatorsReportPage.tsx'),
          'CreatorsReportPage',
        ),
      },
      {
        path: 'events',
        title: 'Events',
        page: lazyPage(
          () => import('../pages/brandApp/reports/EventsReportPage.tsx'),
          'EventsReportPage',
        ),
      },
      {
        path: 'campaign-tracking',
        title: 'Campaign Tracking',
        page: lazyPage(
          () => import('../pages/brandApp/reports/CampaignTrackingPage.tsx'),
          'CampaignTrackingPage',
        ),
      },
      {
        path: 'seismograph',
        title: 'Seismograph',
        page: lazyPage(
          () => import('../pages/brandApp/reports/SeismographPage.tsx'),
          'SeismographPage',
        ),
      },
      {
        path: 'analysis',
        title: 'Campaign Analysis',
        page: lazyPage(() => import('../pages/brandApp/reports/AnalysisPage.tsx'), 'AnalysisPage'),
      },
      {
        path: 'effectiveness',
        title: 'Effectiveness',
        page: lazyPage(
          () => import('../pages/brandApp/reports/EffectivenessPage.tsx'),
          'EffectivenessPage',
        ),
      },
    ],
  },
  legal('privacy', 'Privacy Policy'),
  legal('optout', 'Contact Support'),
  legal('terms', 'Terms of Service'),
];
