import {
  preloadCreatorHome,
  preloadCreatorPayments,
} from '../../areas/creatorApp/creatorHomeReads.ts';
import type { PageRoute } from '../defineRoutes.ts';
import { lazyPage } from '../lazyPage.ts';
import { creatorBrandRoute } from './creatorApp/brandView.ts';
import { inboxRoute } from './inboxRoute.ts';

// The creator app (spec §2 'Creator app'), themed grey. The side menu reads its pages' labels and
// paths from here.

export const creatorRoutes: readonly PageRoute[] = [
  { index: true, redirectTo: 'home' },
  {
    path: 'home',
    name: 'creator-home',
    title: 'Performance',
    page: lazyPage(() => import('../../pages/creatorApp/PerformancePage.tsx'), 'PerformancePage'),
    preload: preloadCreatorHome,
  },
  {
    path: 'payments',
    name: 'creator-payments',
    title: 'Payments',
    page: lazyPage(() => import('../../pages/creatorApp/PaymentsPage.tsx'), 'PaymentsPage'),
    preload: preloadCreatorPayments,
  },
  {
    path: 'projections',
    name: 'creator-projections',
    title: 'Projections',
    page: lazyPage(() => import('../../pages/creatorApp/ProjectionsPage.tsx'), 'ProjectionsPage'),
  },
  inboxRoute('creator'),
  creatorBrandRoute,
];
