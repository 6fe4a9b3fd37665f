import type { PageRoute } from './defineRoutes.ts';
import { lazyPage } from './lazyPage.ts';

// The creator app (spec §2 'Creator app'), themed grey.

export const creatorRoutes: readonly PageRoute[] = [
  { index: true, redirectTo: '/creator/home' },
  {
    path: 'home',
    name: 'creator-home',
    title: 'Performance',
    page: lazyPage(() => import('../pages/creatorApp/PerformancePage.tsx'), 'PerformancePage'),
  },
  {
    path: 'payments',
    title: 'Payments',
    page: lazyPage(() => import('../pages/creatorApp/PaymentsPage.tsx'), 'PaymentsPage'),
  },
  {
    path: 'projections',
    title: 'Projections',
    page: lazyPage(() => import('../pages/creatorApp/ProjectionsPage.tsx'), 'ProjectionsPage'),
  },
  {
    path: 'inbox',
    name: 'creator-inbox',
    title: 'Inbox',
    frameless: true,
    page: lazyPage(() => import('../pages/inbox/InboxPage.tsx'), 'InboxPage'),
  },
  {
    path: 'brand/:brandId',
    name: 'creator-brand',
    recordTitle: { kind: 'brand', param: 'brandId' },
    children: [
      {
        index: true,
        title: 'Performance',
        page: lazyPage(
          () => import('../pages/creatorApp/brandView/CreatorBrandPerformancePage.tsx'),
          'CreatorBrandPerformancePage',
        ),
      },
      {
        path: 'payments',
        title: 'Revenue & Payments',
        page: lazyPage(
          () => import('../pages/creatorApp/brandView/CreatorBrandPaymentsPage.tsx'),
          'CreatorBrandPaymentsPage',
        ),
      },
    ],
  },
];
