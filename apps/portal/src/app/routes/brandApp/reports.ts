import type { PageRoute } from '../../defineRoutes.ts';
import { lazyPage } from '../../lazyPage.ts';

/** /brand/reports, 'Reporting' in the brand menu: the selected brand's reports, a tab each. */
export const brandReportsRoute: PageRoute = {
  path: 'reports',
  name: 'brand-reports',
  title: 'Reporting',
  // The tab row names where the user is (page anatomy): no crumb row above the header line.
  noBreadcrumbs: true,
  page: lazyPage(() => import('../../../layouts/BrandReportsLayout.tsx'), 'BrandReportsLayout'),
  children: [
    {
      index: true,
      title: 'Creators',
      page: lazyPage(
        () => import('../../../pages/brandApp/reports/CreatorsReportPage.tsx'),
        'CreatorsReportPage',
      ),
    },
    {
      path: 'events',
      title: 'Events',
      page: lazyPage(
        () => import('../../../pages/brandApp/reports/EventsReportPage.tsx'),
        'EventsReportPage',
      ),
    },
    {
      path: 'campaign-tracking',
      title: 'Campaign Tracking',
      page: lazyPage(
        () => import('../../../pages/brandApp/reports/CampaignTrackingPage.tsx'),
        'CampaignTrackingPage',
      ),
    },
    {
      path: 'seismograph',
      title: 'Seismograph',
      page: lazyPage(
        () => import('../../../pages/brandApp/reports/SeismographPage.tsx'),
        'SeismographPage',
      ),
    },
    {
      path: 'analysis',
      title: 'Campaign Analysis',
      page: lazyPage(
        () => import('../../../pages/brandApp/reports/AnalysisPage.tsx'),
        'AnalysisPage',
      ),
    },
    {
      path: 'effectiveness',
      title: 'Effectiveness',
      page: lazyPage(
        () => import('../../../pages/brandApp/reports/EffectivenessPage.tsx'),
        'EffectivenessPage',
      ),
    },
  ],
};
