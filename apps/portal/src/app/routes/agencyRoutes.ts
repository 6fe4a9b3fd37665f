import { lazyPreload, type PageRoute } from '../defineRoutes.ts';
import { lazyPage } from '../lazyPage.ts';
import { ROUTE_PATHS } from '../paths.ts';
import { applicationSettingsRoute } from './agency/applicationSettings.ts';
import { brandsRoute } from './agency/brandRecord.ts';
import { agencyCreatorRoute } from './agency/creatorRecord.ts';
import { financeRoute } from './agency/finance.ts';
import { prospectingRoute } from './agency/prospecting.ts';
import { trafficRoute } from './agency/traffic.ts';
import { appLegalRoutes } from './appLegalRoutes.ts';
import { inboxRoute } from './inboxRoute.ts';

// The agency app (spec §2 'Agency app'), its areas in ./agency; the access rules are decisions
// §7's, from the domain. The side menu reads its items' labels and paths from here.

export const agencyRoutes: readonly PageRoute[] = [
  { index: true, redirectTo: 'home' },
  {
    path: 'home',
    name: 'agency-home',
    title: 'Home',
    page: lazyPage(() => import('../../pages/agency/AgencyHomePage.tsx'), 'AgencyHomePage'),
    // Home's reads follow the user's home layout: the access rules stay out of the route table.
    preload: lazyPreload(() =>
      import('../../areas/agency/agencyHomeReads.ts').then((module) => module.preloadAgencyHome),
    ),
  },
  { path: 'campaigns', redirectTo: ROUTE_PATHS['agency-home'] },
  {
    path: 'production',
    name: 'agency-production',
    title: 'Production',
    page: lazyPage(() => import('../../pages/agency/ProductionPage.tsx'), 'ProductionPage'),
  },
  {
    path: 'planning',
    name: 'agency-planning',
    title: 'Planning',
    page: lazyPage(() => import('../../pages/agency/PlanningPage.tsx'), 'PlanningPage'),
  },
  inboxRoute('agency'),
  {
    path: 'agencies',
    name: 'agency-agencies',
    title: 'Agencies',
    page: lazyPage(() => import('../../pages/agency/AgenciesPage.tsx'), 'AgenciesPage'),
  },
  {
    path: 'agencies/:agencyId',
    name: 'agency-agency',
    recordTitle: { kind: 'agency', param: 'agencyId' },
    page: lazyPage(() => import('../../pages/agency/AgencyPage.tsx'), 'AgencyPage'),
  },
  // The old brand path keeps working (spec §2).
  { path: 'brand/:brandId/*', redirectTo: `${ROUTE_PATHS['agency-brand-dashboard']}/*` },
  brandsRoute,
  {
    path: 'creators',
    name: 'agency-creators',
    title: 'Creators',
    page: lazyPage(() => import('../../pages/agency/CreatorsPage.tsx'), 'CreatorsPage'),
  },
  agencyCreatorRoute,
  trafficRoute,
  applicationSettingsRoute,
  prospectingRoute,
  financeRoute,
  ...appLegalRoutes('agency'),
];
