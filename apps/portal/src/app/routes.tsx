import type { AppType } from '@airtime/domain';
import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { RootHydrateFallback, RootLayout } from '../layouts/RootLayout.tsx';
import { apiPage } from './apiPage.ts';
import { buildRoutes, type PageRoute } from './defineRoutes.ts';
import { guardLoginRoute, guardRoute, redirectFromRoot } from './guards.ts';
import { lazyPage, loadChunk } from './lazyPage.ts';
import type { RouteHandle } from './routeHandle.ts';
import { bareRoutes, legalRoutes, loginRoutes } from './routes/publicRoutes.ts';

// The one route table (spec §2): public pages, the three apps, redirects and not-found; the
// entries are in ./routes, an app's loaded with the first visit to it.

/** Each app's part of the table, loaded with the first visit to the app (patchAppRoutes). */
const APP_TABLES: Readonly<Record<AppType, () => Promise<readonly PageRoute[]>>> = {
  agency: () => import('./routes/agencyRoutes.ts').then((module) => module.agencyRoutes),
  brand: () => import('./routes/brandRoutes.ts').then((module) => module.brandRoutes),
  creator: () => import('./routes/creatorRoutes.ts').then((module) => module.creatorRoutes),
};

const APP_TYPES = Object.keys(APP_TABLES) as AppType[];

const ROOT_ID = 'root';

/** An app's root: its guard, the main layout (which reads its menus from the pages) and its pages. */
function appRoot(appType: AppType, pages: readonly PageRoute[]): RouteObject {
  const handle: RouteHandle = { appType, routes: pages };
  return {
    id: appType,
    path: appType,
    handle,
    loader: guardRoute(appType, {}),
    lazy: apiPage(() => import('../layouts/MainLayout.tsx'), 'MainLayout'),
    children: buildRoutes(pages, appType),
  };
}

/**
 * React Router's lazy route discovery: the first navigation into an app adds that app's routes,
 * so the sign-in page does not carry the apps' hundred routes and the chunk lists each preloads.
 * Until then an app's paths match only the not-found splat, which is what makes React Router ask.
 * Give it to every router made from `routes`.
 */
export const patchAppRoutes: PatchRoutesOnNavigationFunction = async ({ path, matches, patch }) => {
  const appType = APP_TYPES.find((type) => path === `/${type}` || path.startsWith(`/${type}/`));
  // Discovery runs again for every path with params; once added, the app's root matches.
  if (appType === undefined || matches.some((match) => match.route.id === appType)) return;
  const pages = await loadChunk(APP_TABLES[appType]);
  patch(ROOT_ID, [appRoot(appType, pages)]);
};

export const routes: RouteObject[] = [
  {
    id: ROOT_ID,
    Component: RootLayout,
    HydrateFallback: RootHydrateFallback,
    children: [
      { index: true, loader: redirectFromRoot },
      {
        loader: guardLoginRoute,
        lazy: lazyPage(() => import('../layouts/LoginLayout.tsx'), 'LoginLayout'),
        children: buildRoutes(loginRoutes, null),
      },
      {
        lazy: lazyPage(() => import('../layouts/LegalLayout.tsx'), 'LegalLayout'),
        children: buildRoutes(legalRoutes, null),
      },
      {
        lazy: lazyPage(() => import('../layouts/BareLayout.tsx'), 'BareLayout'),
        children: buildRoutes(bareRoutes, null),
      },
    ],
  },
];
