import type { PersonaKey } from '@airtime/mock-api';
import type { MockServer } from '@airtime/mock-api/node';
import { createMemoryRouter, Outlet, type RouteObject } from 'react-router';
import { afterEach, vi } from 'vitest';
import { buildRoutes } from '../app/defineRoutes.ts';
import { guardRoute } from '../app/guards.ts';
import type { RouteHandle } from '../app/routeHandle.ts';
import { brandsRoute } from '../app/routes/agency/brandRecord.ts';
import { UrlModalManager } from '../features/modals/UrlModalManager.tsx';
import { RootLayout } from '../layouts/RootLayout.tsx';
import {
  type RenderedRoute,
  renderRouter,
  servicesFor,
  setupPortalMockApi,
} from './renderRoute.tsx';

// src/test/renderRoute.tsx renders the whole route table in the app's shell; this renders only the
// brands branch of the agency table (its guards included) under a bare agency root, so the brand
// pages' tests do not depend on the shell's header, menus and realtime (same fake and seed).

/** The day the fake's data is seeded around, at noon: 'this month' and 'upcoming' match it. */
export const SEED_NOW = new Date('2026-11-20T12:00:00');

const appHandle: RouteHandle = { appType: 'agency' };

/** The agency root without the shell's chrome, with its URL modals (rows open them). */
function AgencyRoot() {
  return (
    <UrlModalManager>
      <Outlet />
    </UrlModalManager>
  );
}

const testRoutes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      {
        path: 'agency',
        handle: appHandle,
        loader: guardRoute('agency', {}),
        Component: AgencyRoot,
        children: [
          ...buildRoutes([brandsRoute], 'agency'),
          { path: 'home', element: <h1>Agency home</h1> },
        ],
      },
      { path: '*', element: <h1>Elsewhere</h1> },
    ],
  },
];

/** The fake backend for a test file: seeded once, restored before each test; clock put back after. */
export function setupBrandTests(): MockServer {
  const mock = setupPortalMockApi();
  afterEach(() => vi.useRealTimers());
  return mock;
}

/**
 * Renders `path` of the brand detail routes signed in as a persona, against the fake, with the
 * clock on the seed's day.
 */
export async function renderBrandRoute(
  path: string,
  { as }: { readonly as: PersonaKey },
): Promise<RenderedRoute> {
  vi.setSystemTime(SEED_NOW);
  const { services, jar } = await servicesFor(as);
  return renderRouter(createMemoryRouter(testRoutes, { initialEntries: [path] }), {
    services,
    jar,
  });
}
