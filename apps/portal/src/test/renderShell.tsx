import type { PersonaKey } from '@airtime/mock-api';
import { createMemoryRouter, type RouteObject, useLocation } from 'react-router';
import { withApiRoot } from '../app/ApiRoot.tsx';
import { guardLoginRoute, guardRoute } from '../app/guards.ts';
import type { RouteHandle } from '../app/routeHandle.ts';
import { agencyRoutes } from '../app/routes/agencyRoutes.ts';
import { brandRoutes } from '../app/routes/brandRoutes.ts';
import { creatorRoutes } from '../app/routes/creatorRoutes.ts';
import { MainLayout } from '../layouts/MainLayout.tsx';
import { RootHydrateFallback, RootLayout } from '../layouts/RootLayout.tsx';
import { type RenderedRoute, renderRouter, servicesFor } from './renderRoute.tsx';

/** A stand-in page: an h1 naming where it is. */
function StandInPage() {
  const { pathname } = useLocation();
  return <h1>{`Page ${pathname}`}</h1>;
}

const page = (path: string, handle: RouteHandle = {}): RouteObject => ({
  path,
  handle,
  Component: StandInPage,
});

const ShellInApiRoot = withApiRoot(MainLayout);

// The menus read their items from the real tables, as the app's roots give them.
const APP_ROUTES = { agency: agencyRoutes, brand: brandRoutes, creator: creatorRoutes };

function appRoot(appType: 'agency' | 'brand' | 'creator', children: RouteObject[]): RouteObject {
  const handle: RouteHandle = { appType, routes: APP_ROUTES[appType] };
  return {
    path: appType,
    handle,
    loader: guardRoute(appType, {}),
    // As the app's roots render it (apiPage): inside ApiRoot, with realtime and the API's errors.
    Component: ShellInApiRoot,
    children: [
      page('home', { title: 'Home' }),
      page('inbox', { title: 'Inbox', frameless: true }),
      ...children,
      page('*'),
    ],
  };
}

/** The shell's routes with stand-in pages (the real pages are other modules' work). */
export const shellTestRoutes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: RootHydrateFallback,
    children: [
      { path: 'login', loader: guardLoginRoute, Component: StandInPage },
      page('privacy'),
      appRoot('agency', [
        {
          path: 'brands',
          handle: { title: 'Brands' } satisfies RouteHandle,
          children: [
            { index: true, Component: StandInPage },
            {
              path: ':brandId',
              handle: { recordTitle: { kind: 'brand', param: 'brandId' } } satisfies RouteHandle,
              children: [
                { index: true, Component: StandInPage },
                page('planning', { title: 'Planning' }),
              ],
            },
          ],
        },
      ]),
      appRoot('brand', []),
      appRoot('creator', []),
    ],
  },
];

/** Opens `path` in the shell, signed in as a persona of decisions §4 (or signed out). */
export async function renderShell(
  path: string,
  { as }: { readonly as?: PersonaKey } = {},
): Promise<RenderedRoute> {
  const { services, jar } = await servicesFor(as);
  return renderRouter(createMemoryRouter(shellTestRoutes, { initialEntries: [path] }), {
    services,
    jar,
  });
}
