import type { PageRoute } from '../../defineRoutes.ts';
import { lazyPage } from '../../lazyPage.ts';

/** /agency/traffic: aired content to match with brands, in three lists, a tab each (spec §2). */
export const trafficRoute: PageRoute = {
  path: 'traffic',
  name: 'agency-traffic',
  title: 'Traffic',
  access: 'agency.traffic',
  // The tab row names where the user is (page anatomy): no crumb row above the header line.
  noBreadcrumbs: true,
  page: lazyPage(() => import('../../../layouts/TrafficLayout.tsx'), 'TrafficLayout'),
  children: [
    { index: true, redirectTo: 'sponsored' },
    {
      path: 'sponsored',
      title: 'Potentially Sponsored',
      page: lazyPage(
        () => import('../../../pages/agency/traffic/SponsoredPage.tsx'),
        'SponsoredPage',
      ),
    },
    {
      path: 'not-sponsored',
      title: 'Not Sponsored',
      page: lazyPage(
        () => import('../../../pages/agency/traffic/NotSponsoredPage.tsx'),
        'NotSponsoredPage',
      ),
    },
    {
      path: 'unapproved',
      title: 'Unapproved Brands',
      page: lazyPage(
        () => import('../../../pages/agency/traffic/UnapprovedBrandsPage.tsx'),
        'UnapprovedBrandsPage',
      ),
    },
  ],
};
