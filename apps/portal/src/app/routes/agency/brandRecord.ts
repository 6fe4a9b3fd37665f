import type { PageRoute, PathRoute } from '../../defineRoutes.ts';
import { lazyPage } from '../../lazyPage.ts';

// The agency's record of one brand (spec §2): its sections, and its reports under Reporting.

/** /agency/brands/{id}/reporting: one report a tab, Revenue for those it opens to (decisions §7). */
export const brandReportingRoute: PathRoute = {
  path: 'reporting',
  title: 'Reporting',
  children: [
    { index: true, redirectTo: 'campaign-tracking' },
    {
      path: 'campaign-tracking',
      title: 'Campaign Tracking',
      page: lazyPage(
        () => import('../../../pages/agency/brandRecord/BrandCampaignTrackingPage.tsx'),
        'BrandCampaignTrackingPage',
      ),
    },
    {
      path: 'events',
      name: 'agency-brand-reporting-events',
      title: 'Events',
      page: lazyPage(
        () => import('../../../pages/agency/brandRecord/BrandEventsReportPage.tsx'),
        'BrandEventsReportPage',
      ),
    },
    {
      path: 'analysis',
      title: 'Campaign Analysis',
      page: lazyPage(
        () => import('../../../pages/agency/brandRecord/BrandAnalysisPage.tsx'),
        'BrandAnalysisPage',
      ),
    },
    {
      path: 'seismograph',
      title: 'Seismograph',
      page: lazyPage(
        () => import('../../../pages/agency/brandRecord/BrandSeismographPage.tsx'),
        'BrandSeismographPage',
      ),
    },
    {
      path: 'effectiveness',
      title: 'Effectiveness',
      page: lazyPage(
        () => import('../../../pages/agency/brandRecord/BrandEffectivenessPage.tsx'),
        'BrandEffectivenessPage',
      ),
    },
    {
      path: 'creators',
      title: 'Creators',
      page: lazyPage(
        () => import('../../../pages/agency/brandRecord/BrandCreatorsReportPage.tsx'),
        'BrandCreatorsReportPage',
      ),
    },
    {
      path: 'revenue',
      title: 'Revenue',
      access: 'agency.brand.reporting.revenue',
      page: lazyPage(
        () => import('../../../pages/agency/brandRecord/BrandRevenuePage.tsx'),
        'BrandRevenuePage',
      ),
    },
    {
      path: 'activity',
      title: 'Sales Activity',
      page: lazyPage(
        () => import('../../../pages/agency/brandRecord/BrandSalesActivityPage.tsx'),
        'BrandSalesActivityPage',
      ),
    },
    {
      path: 'import-activity',
      title: 'Import Activity',
      page: lazyPage(
        () => import('../../../pages/agency/brandRecord/BrandImportActivityPage.tsx'),
        'BrandImportActivityPage',
      ),
    },
    {
      path: 'contracts',
      title: 'Contracts',
      page: lazyPage(
        () => import('../../../pages/agency/brandRecord/BrandContractsPage.tsx'),
        'BrandContractsPage',
      ),
    },
  ],
};

/** /agency/brands/{id}: the brand's header over one tab a section (AgencyBrandLayout). */
export const agencyBrandRoute: PageRoute = {
  path: ':brandId',
  name: 'agency-brand-dashboard',
  recordTitle: { kind: 'brand', param: 'brandId' },
  noBreadcrumbs: true,
  page: lazyPage(() => import('../../../layouts/AgencyBrandLayout.tsx'), 'AgencyBrandLayout'),
  children: [
    {
      index: true,
      title: 'Dashboard',
      page: lazyPage(
        () => import('../../../pages/agency/brandRecord/BrandDashboardPage.tsx'),
        'BrandDashboardPage',
      ),
    },
    {
      path: 'prospecting',
      title: 'Prospecting',
      page: lazyPage(
        () => import('../../../pages/agency/brandRecord/BrandProspectingPage.tsx'),
        'BrandProspectingPage',
      ),
    },
    {
      path: 'planning',
      name: 'agency-brand-planning',
      title: 'Planning',
      page: lazyPage(
        () => import('../../../pages/agency/brandRecord/BrandPlanningPage.tsx'),
        'BrandPlanningPage',
      ),
    },
    {
      path: 'production',
      name: 'agency-brand-production',
      title: 'Production',
      page: lazyPage(
        () => import('../../../pages/agency/brandRecord/BrandProductionPage.tsx'),
        'BrandProductionPage',
      ),
    },
    {
      path: 'settings',
      title: 'Settings',
      page: lazyPage(
        () => import('../../../pages/agency/brandRecord/BrandSettingsPage.tsx'),
        'BrandSettingsPage',
      ),
    },
    brandReportingRoute,
  ],
};

/** /agency/brands: the two brand lists as tabs, and each brand's record. */
export const brandsRoute: PageRoute = {
  path: 'brands',
  name: 'agency-brands',
  title: 'Brands',
  access: 'agency.brands',
  // Its two lists are tabs: a crumb row on the second only would move the page (issue 24).
  noBreadcrumbs: true,
  children: [
    {
      index: true,
      label: 'Airtime customers',
      page: lazyPage(() => import('../../../pages/agency/BrandsPage.tsx'), 'BrandsPage'),
    },
    {
      path: 'non-airtime',
      name: 'agency-brands-non-airtime',
      title: 'Non-Airtime',
      page: lazyPage(() => import('../../../pages/agency/BrandsPage.tsx'), 'BrandsPage'),
    },
    agencyBrandRoute,
  ],
};
