import type { PageRoute } from '../../defineRoutes.ts';
import { lazyPage } from '../../lazyPage.ts';

/** /agency/prospecting: the lists of creators to sign, a tab each (view_prospects opens them). */
export const prospectingRoute: PageRoute = {
  path: 'prospecting',
  name: 'agency-prospecting',
  title: 'Prospecting',
  access: 'agency.prospecting',
  // The tab row names where the user is (page anatomy): no crumb row above the header line.
  noBreadcrumbs: true,
  page: lazyPage(() => import('../../../layouts/ProspectingLayout.tsx'), 'ProspectingLayout'),
  children: [
    {
      index: true,
      title: 'Discovery',
      page: lazyPage(
        () => import('../../../pages/agency/prospecting/DiscoveryPage.tsx'),
        'DiscoveryPage',
      ),
    },
    {
      path: 'prospects',
      title: 'In Progress',
      page: lazyPage(
        () => import('../../../pages/agency/prospecting/ProspectsPage.tsx'),
        'ProspectsPage',
      ),
    },
    {
      path: 'watchlist',
      title: 'Watchlist',
      page: lazyPage(
        () => import('../../../pages/agency/prospecting/WatchlistPage.tsx'),
        'WatchlistPage',
      ),
    },
    {
      path: 'archive',
      title: 'Archive',
      page: lazyPage(
        () => import('../../../pages/agency/prospecting/ArchivePage.tsx'),
        'ArchivePage',
      ),
    },
  ],
};
