import { ROUTE_ACCESS } from '@airtime/domain';
import type { PageRoute } from './defineRoutes.ts';
import { redirectToFinanceLanding } from './guards.ts';
import { lazyPage } from './lazyPage.ts';

// The agency app (spec §2 'Agency app'); the access rules are decisions §7's, from the domain.

const reportingRoutes: readonly PageRoute[] = [
  { index: true, redirectTo: 'campaign-tracking' },
  {
    path: 'campaign-tracking',
    title: 'Campaign Tracking',
    page: lazyPage(
      () => import('../pages/agency/brandRecord/BrandCampaignTrackingPage.tsx'),
      'BrandCampaignTrackingPage',
    ),
  },
  {
    path: 'events',
    title: 'Events',
    page: lazyPage(
      () => import('../pages/agency/brandRecord/BrandEventsReportPage.tsx'),
      'BrandEventsReportPage',
    ),
  },
  {
    path: 'analysis',
    title: 'Campaign Analysis',
    page: lazyPage(
      () => import('../pages/agency/brandRecord/BrandAnalysisPage.tsx'),
      'BrandAnalysisPage',
    ),
  },
  {
    path: 'seismograph',
    title: 'Seismograph',
    page: lazyPage(
      () => import('../pages/agency/brandRecord/BrandSeismographPage.tsx'),
      'BrandSeismographPage',
    ),
  },
  {
    path: 'effectiveness',
    title: 'Effectiveness',
    page: lazyPage(
      () => import('../pages/agency/brandRecord/BrandEffectivenessPage.tsx'),
      'BrandEffectivenessPage',
    ),
  },
  {
    path: 'creators',
    title: 'Creators',
    page: lazyPage(
      () => import('../pages/agency/brandRecord/BrandCreatorsReportPage.tsx'),
      'BrandCreatorsReportPage',
    ),
  },
  {
    path: 'revenue',
    title: 'Revenue',
    access: ROUTE_ACCESS['agency.brand.reporting.revenue'],
    page: lazyPage(
      () => import('../pages/agency/brandRecord/BrandRevenuePage.tsx'),
      'BrandRevenuePage',
    ),
  },
  {
    path: 'activity',
    title: 'Sales Activity',
    page: lazyPage(
      () => import('../pages/agency/brandRecord/BrandSalesActivityPage.tsx'),
      'BrandSalesActivityPage',
    ),
  },
  {
    path: 'import-activity',
    title: 'Import Activity',
    page: lazyPage(
      () => import('../pages/agency/brandRecord/BrandImportActivityPage.tsx'),
      'BrandImportActivityPage',
    ),
  },
  {
    path: 'contracts',
    title: 'Contracts',
    page: lazyPage(
      () => import('../pages/agency/brandRecord/BrandContractsPage.tsx'),
      'BrandContractsPage',
    ),
  },
];

const brandRoutes: readonly PageRoute[] = [
  {
    index: true,
    title: 'Dashboard',
    page: lazyPage(
      () => import('../pages/agency/brandRecord/BrandDashboardPage.tsx'),
      'BrandDashboardPage',
    ),
  },
  {
    path: 'prospecting',
    title: 'Prospecting',
    page: lazyPage(
      () => import('../pages/agency/brandRecord/BrandProspectingPage.tsx'),
      'BrandProspectingPage',
    ),
  },
  {
    path: 'planning',
    title: 'Planning',
    page: lazyPage(
      () => import('../pages/agency/brandRecord/BrandPlanningPage.tsx'),
      'BrandPlanningPage',
    ),
  },
  {
    path: 'production',
    title: 'Production',
    page: lazyPage(
      () => import('../pages/agency/brandRecord/BrandProductionPage.tsx'),
      'BrandProductionPage',
    ),
  },
  {
    path: 'settings',
    title: 'Settings',
    page: lazyPage(
      () => import('../pages/agency/brandRecord/BrandSettingsPage.tsx'),
      'BrandSettingsPage',
    ),
  },
  { path: 'reporting', title: 'Reporting', children: reportingRoutes },
];

const creatorReportingRoutes: readonly PageRoute[] = [
  { index: true, redirectTo: 'events' },
  {
    path: 'events',
    title: 'Events & Inventory',
    page: lazyPage(
      () => import('../pages/agency/creatorRecord/CreatorEventsReportPage.tsx'),
      'CreatorEventsReportPage',
    ),
  },
  {
    path: 'channel-activity',
    title: 'Channel Activity',
    page: lazyPage(
      () => import('../pages/agency/creatorRecord/CreatorChannelActivityPage.tsx'),
      'CreatorChannelActivityPage',
    ),
  },
  {
    path: 'brands',
    title: 'Brands & Performance',
    page: lazyPage(
      () => import('../pages/agency/creatorRecord/CreatorBrandsReportPage.tsx'),
      'CreatorBrandsReportPage',
    ),
  },
  {
    path: 'revenue',
    title: 'Revenue & Payouts',
    access: ROUTE_ACCESS['agency.creator.reporting.revenue'],
    page: lazyPage(
      () => import('../pages/agency/creatorRecord/CreatorRevenuePage.tsx'),
      'CreatorRevenuePage',
    ),
  },
];

const creatorRoutes: readonly PageRoute[] = [
  {
    index: true,
    title: 'Channel',
    page: lazyPage(
      () => import('../pages/agency/creatorRecord/CreatorChannelPage.tsx'),
      'CreatorChannelPage',
    ),
  },
  {
    path: 'channel/:channelId',
    name: 'agency-creator-channel',
    title: 'Channel',
    recordTitle: { kind: 'channel', param: 'channelId' },
    page: lazyPage(
      () => import('../pages/agency/creatorRecord/CreatorChannelPage.tsx'),
      'CreatorChannelPage',
    ),
  },
  {
    path: 'campaigns',
    title: 'Campaigns',
    page: lazyPage(
      () => import('../pages/agency/creatorRecord/CreatorCampaignsPage.tsx'),
      'CreatorCampaignsPage',
    ),
  },
  {
    path: 'planning',
    title: 'Planning',
    page: lazyPage(
      () => import('../pages/agency/creatorRecord/CreatorPlanningPage.tsx'),
      'CreatorPlanningPage',
    ),
  },
  {
    path: 'production',
    title: 'Production',
    page: lazyPage(
      () => import('../pages/agency/creatorRecord/CreatorProductionPage.tsx'),
      'CreatorProductionPage',
    ),
  },
  {
    path: 'settings',
    title: 'Settings',
    page: lazyPage(
      () => import('../pages/agency/creatorRecord/CreatorSettingsPage.tsx'),
      'CreatorSettingsPage',
    ),
  },
  {
    path: 'reporting',
    title: 'Reporting',
    access: ROUTE_ACCESS['agency.creator.reporting'],
    children: creatorReportingRoutes,
  },
];

const legal = (path: 'privacy' | 'terms' | 'optout', title: string): PageRoute => ({
  path,
  title,
  page: lazyPage(() => import('../pages/legal/LegalPage.tsx'), 'LegalPage'),
});

export const agencyRoutes: readonly PageRoute[] = [
  { index: true, redirectTo: '/agency/home' },
  {
    path: 'home',
    name: 'agency-home',
    title: 'Home',
    page: lazyPage(() => import('../pages/agency/AgencyHomePage.tsx'), 'AgencyHomePage'),
  },
  { path: 'campaigns', redirectTo: '/agency/home' },
  {
    path: 'production',
    title: 'Production',
    page: lazyPage(() => import('../pages/agency/ProductionPage.tsx'), 'ProductionPage'),
  },
  {
    path: 'planning',
    title: 'Planning',
    page: lazyPage(() => import('../pages/agency/PlanningPage.tsx'), 'PlanningPage'),
  },
  {
    path: 'inbox',
    name: 'agency-inbox',
    title: 'Inbox',
    frameless: true,
    page: lazyPage(() => import('../pages/inbox/InboxPage.tsx'), 'InboxPage'),
  },
  {
    path: 'agencies',
    title: 'Agencies',
    page: lazyPage(() => import('../pages/agency/AgenciesPage.tsx'), 'AgenciesPage'),
  },
  {
    path: 'agencies/:agencyId',
    name: 'agency-agency',
    recordTitle: { kind: 'agency', param: 'agencyId' },
    page: lazyPage(() => import('../pages/agency/AgencyPage.tsx'), 'AgencyPage'),
  },
  { path: 'brand/:brandId/*', redirectTo: '/agency/brands/:brandId/*' },
  {
    path: 'brands',
    title: 'Brands',
    access: ROUTE_ACCESS['agency.brands'],
    children: [
      { index: true, page: lazyPage(() => import('../pages/agency/BrandsPage.tsx'), 'BrandsPage') },
      {
        path: 'non-airtime',
        title: 'Non-Airtime',
        page: lazyPage(() => import('../pages/agency/BrandsPage.tsx'), 'BrandsPage'),
      },
      {
        path: ':brandId',
        name: 'agency-brand-dashboard',
        recordTitle: { kind: 'brand', param: 'brandId' },
        page: lazyPage(() => import('../layouts/AgencyBrandLayout.tsx'), 'AgencyBrandLayout'),
        children: brandRoutes,
      },
    ],
  },
  {
    path: 'creators',
    title: 'Creators',
    page: lazyPage(() => import('../pages/agency/CreatorsPage.tsx'), 'CreatorsPage'),
  },
  {
    path: 'creators/:creatorId',
    name: 'agency-creator',
    recordTitle: { kind: 'creator', param: 'creatorId' },
    page: lazyPage(() => import('../layouts/AgencyCreatorLayout.tsx'), 'AgencyCreatorLayout'),
    children: creatorRoutes,
  },
  {
    path: 'traffic',
    title: 'Traffic',
    access: ROUTE_ACCESS['agency.traffic'],
    page: lazyPage(() => import('../layouts/TrafficLayout.tsx'), 'TrafficLayout'),
    children: [
      { index: true, redirectTo: '/agency/traffic/sponsored' },
      {
        path: 'sponsored',
        title: 'Potentially Sponsored',
        page: lazyPage(() => import('../pages/agency/traffic/SponsoredPage.tsx'), 'SponsoredPage'),
      },
      {
        path: 'not-sponsored',
        title: 'Not Sponsored',
        page: lazyPage(
          () => import('../pages/agency/traffic/NotSponsoredPage.tsx'),
          'NotSponsoredPage',
        ),
      },
      {
        path: 'unapproved',
        title: 'Unapproved Brands',
        page: lazyPage(
          () => import('../pages/agency/traffic/UnapprovedBrandsPage.tsx'),
          'UnapprovedBrandsPage',
        ),
      },
    ],
  },
  {
    path: 'settings',
    name: 'settings',
    title: 'Application Settings',
    access: ROUTE_ACCESS['agency.settings'],
    page: lazyPage(
      () => import('../layouts/ApplicationSettingsLayout.tsx'),
      'ApplicationSettingsLayout',
    ),
    children: [
      {
        index: true,
        title: 'Users',
        page: lazyPage(
          () => import('../pages/agency/applicationSettings/UsersPage.tsx'),
          'UsersPage',
        ),
      },
      {
        path: 'roles',
        title: 'Roles',
        page: lazyPage(
          () => import('../pages/agency/applicationSettings/RolesPage.tsx'),
          'RolesPage',
        ),
      },
    ],
  },
  {
    path: 'prospecting',
    title: 'Prospecting',
    access: ROUTE_ACCESS['agency.prospecting'],
    page: lazyPage(() => import('../layouts/ProspectingLayout.tsx'), 'ProspectingLayout'),
    children: [
      {
        index: true,
        title: 'Discovery',
        page: lazyPage(
          () => import('../pages/agency/prospecting/DiscoveryPage.tsx'),
          'DiscoveryPage',
        ),
      },
      {
        path: 'prospects',
        title: 'In Progress',
        page: lazyPage(
          () => import('../pages/agency/prospecting/ProspectsPage.tsx'),
          'ProspectsPage',
        ),
      },
      {
        path: 'watchlist',
        title: 'Watchlist',
        page: lazyPage(
          () => import('../pages/agency/prospecting/WatchlistPage.tsx'),
          'WatchlistPage',
        ),
      },
      {
        path: 'archive',
        title: 'Archive',
        page: lazyPage(() => import('../pages/agency/prospecting/ArchivePage.tsx'), 'ArchivePage'),
      },
    ],
  },
  {
    path: 'accounting',
    title: 'Finance',
    access: ROUTE_ACCESS['agency.accounting'],
    page: lazyPage(() => import('../layouts/FinanceLayout.tsx'), 'FinanceLayout'),
    children: [
      { index: true, loader: redirectToFinanceLanding },
      {
        path: 'brand-revenue',
        title: 'Brand Revenue',
        access: ROUTE_ACCESS['agency.accounting.brand-revenue'],
        page: lazyPage(
          () => import('../pages/agency/finance/BrandRevenuePage.tsx'),
          'BrandRevenuePage',
        ),
      },
      {
        path: 'brand-forecasting',
        title: 'Brand Forecasting',
        access: ROUTE_ACCESS['agency.accounting.brand-forecasting'],
        page: lazyPage(
          () => import('../pages/agency/finance/BrandForecastingPage.tsx'),
          'BrandForecastingPage',
        ),
      },
      {
        path: 'invoices',
        title: 'Brand Invoicing',
        access: ROUTE_ACCESS['agency.accounting.invoices'],
        page: lazyPage(() => import('../pages/agency/finance/InvoicesPage.tsx'), 'InvoicesPage'),
      },
      {
        path: 'creator-revenue',
        title: 'Creator Revenue',
        access: ROUTE_ACCESS['agency.accounting.creator-revenue'],
        page: lazyPage(
          () => import('../pages/agency/finance/CreatorRevenuePage.tsx'),
          'CreatorRevenuePage',
        ),
      },
      {
        path: 'payouts',
        title: 'Creator Payout',
        access: ROUTE_ACCESS['agency.accounting.payouts'],
        page: lazyPage(() => import('../pages/agency/finance/PayoutsPage.tsx'), 'PayoutsPage'),
      },
    ],
  },
  legal('privacy', 'Privacy Policy'),
  legal('optout', 'Contact Support'),
  legal('terms', 'Terms of Service'),
];
