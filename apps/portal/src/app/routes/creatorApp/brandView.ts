import type { PageRoute } from '../../defineRoutes.ts';
import { lazyPage } from '../../lazyPage.ts';

/** /creator/brand/{id}: one brand seen by the creator, performance and payments as tabs. */
export const creatorBrandRoute: PageRoute = {
  path: 'brand/:brandId',
  name: 'creator-brand',
  recordTitle: { kind: 'brand', param: 'brandId' },
  // The tab row names where the user is (page anatomy): no crumb row above the header line.
  noBreadcrumbs: true,
  children: [
    {
      index: true,
      title: 'Performance',
      page: lazyPage(
        () => import('../../../pages/creatorApp/brandView/CreatorBrandPerformancePage.tsx'),
        'CreatorBrandPerformancePage',
      ),
    },
    {
      path: 'payments',
      title: 'Revenue & Payments',
      page: lazyPage(
        () => import('../../../pages/creatorApp/brandView/CreatorBrandPaymentsPage.tsx'),
        'CreatorBrandPaymentsPage',
      ),
    },
  ],
};
