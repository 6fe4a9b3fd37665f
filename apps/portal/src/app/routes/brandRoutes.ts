import { preloadBrandHome } from '../../areas/brandApp/brandHomeReads.ts';
import type { PageRoute } from '../defineRoutes.ts';
import { lazyPage } from '../lazyPage.ts';
import { appLegalRoutes } from './appLegalRoutes.ts';
import { brandCreatorRoute } from './brandApp/creatorProfile.ts';
import { brandReportsRoute } from './brandApp/reports.ts';
import { inboxRoute } from './inboxRoute.ts';

// The brand app (spec §2 'Brand app'), its creator profile and reports in ./brandApp. The side
// menu reads its items' labels and paths from here.

export const brandRoutes: readonly PageRoute[] = [
  { index: true, redirectTo: 'home' },
  {
    path: 'home',
    name: 'brand-home',
    title: 'Dashboard',
    page: lazyPage(() => import('../../pages/brandApp/BrandHomePage.tsx'), 'BrandHomePage'),
    preload: preloadBrandHome,
  },
  inboxRoute('brand'),
  {
    path: 'calendar',
    name: 'brand-calendar',
    title: 'Calendar',
    page: lazyPage(() => import('../../pages/brandApp/CalendarPage.tsx'), 'CalendarPage'),
  },
  {
    path: 'approvals',
    name: 'brand-approvals',
    title: 'Creators',
    page: lazyPage(() => import('../../pages/brandApp/ApprovalsPage.tsx'), 'ApprovalsPage'),
  },
  {
    path: 'prospecting',
    name: 'brand-prospecting',
    title: 'Prospecting',
    page: lazyPage(
      () => import('../../pages/brandApp/BrandProspectingPage.tsx'),
      'BrandProspectingPage',
    ),
  },
  brandCreatorRoute,
  brandReportsRoute,
  ...appLegalRoutes('brand'),
];
