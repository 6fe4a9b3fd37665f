import { Outlet, type RouteObject } from 'react-router';
import { buildRoutes, type PageRoute } from '../app/defineRoutes.ts';
import type { RouteHandle } from '../app/routeHandle.ts';
import { agencyRoutes } from '../app/routes/agencyRoutes.ts';
import { brandRoutes } from '../app/routes/brandRoutes.ts';
import { creatorRoutes } from '../app/routes/creatorRoutes.ts';
import { UrlModalManager } from '../features/modals/UrlModalManager.tsx';
import { LinkRouting } from '../features/navigation/LinkRouting.tsx';

// The brand app's routes and the other apps' inboxes, taken from the real route tables, for the
// brand app's and the inbox's page tests: without the shell (RootLayout, MainLayout), so a test
// renders the page alone. src/test/renderRoute.tsx renders the whole app.

const inboxOf = (routes: readonly PageRoute[]) => routes.filter((route) => route.path === 'inbox');

function appRoot(
  appType: NonNullable<RouteHandle['appType']>,
  children: readonly PageRoute[],
): RouteObject {
  const handle: RouteHandle = { appType };
  return { path: appType, handle, Component: Outlet, children: buildRoutes(children, appType) };
}

/**
 * What the app's ApiRoot does for links (React Aria's Link and LinkButton use the router), and
 * the shell's URL modals, which pages open.
 */
function TestRoot() {
  return (
    <LinkRouting>
      <UrlModalManager>
        <Outlet />
      </UrlModalManager>
    </LinkRouting>
  );
}

export const pageRoutes: RouteObject[] = [
  {
    Component: TestRoot,
    HydrateFallback: () => null,
    children: [
      appRoot('brand', brandRoutes),
      appRoot('agency', inboxOf(agencyRoutes)),
      appRoot('creator', inboxOf(creatorRoutes)),
    ],
  },
];
