import type { PageRoute } from '../../defineRoutes.ts';
import { lazyPage } from '../../lazyPage.ts';

/** /brand/creators/{id}: a creator in the brand app, its profile, campaigns and activity as tabs. */
export const brandCreatorRoute: PageRoute = {
  path: 'creators/:creatorId',
  recordTitle: { kind: 'creator', param: 'creatorId' },
  noBreadcrumbs: true,
  page: lazyPage(() => import('../../../layouts/BrandCreatorLayout.tsx'), 'BrandCreatorLayout'),
  children: [
    { index: true, redirectTo: 'profile' },
    {
      path: 'profile/:channelId?',
      name: 'brand-creator',
      title: 'Profile',
      page: lazyPage(
        () => import('../../../pages/brandApp/creatorProfile/BrandCreatorProfilePage.tsx'),
        'BrandCreatorProfilePage',
      ),
    },
    {
      path: 'campaigns',
      name: 'brand-creator-campaigns',
      title: 'Campaigns',
      page: lazyPage(
        () => import('../../../pages/brandApp/creatorProfile/BrandCreatorCampaignsPage.tsx'),
        'BrandCreatorCampaignsPage',
      ),
    },
    {
      path: 'channel-activity',
      title: 'Channel Activity',
      page: lazyPage(
        () => import('../../../pages/brandApp/creatorProfile/BrandCreatorActivityPage.tsx'),
        'BrandCreatorActivityPage',
      ),
    },
  ],
};
