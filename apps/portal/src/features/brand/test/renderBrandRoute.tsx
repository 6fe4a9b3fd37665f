import { memoryStorage, memoryTokenStore } from '@airtime/api-client';
import { PERSONAS, type PersonaKey } from '@airtime/mock-api';
import { createSessionFetch, type MockServer, setupMockServer } from '@airtime/mock-api/node';
import { type RenderResult, render } from '@testing-library/react';
import { createMemoryRouter, type DataRouter, Outlet, type RouteObject } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { AppProviders } from '../../../app/App.tsx';
import { agencyRoutes } from '../../../app/agencyRoutes.ts';
import { buildRoutes } from '../../../app/defineRoutes.ts';
import { guardRoute } from '../../../app/guards.ts';
import { RootLayout } from '../../../app/RootLayout.tsx';
import type { RouteHandle } from '../../../app/routeHandle.ts';
import { createServices, type Services, setServices } from '../../../app/services.ts';

// src/test/renderRoute.tsx renders the whole route table in the app's shell; this renders only the
// brands branch of the agency table (its guards included) under a bare agency root, so the brand
// pages' tests do not depend on the shell's header, menus and realtime (same fake and seed).

const ORIGIN = 'http://portal.test';

/** The day the fake's data is seeded around, at noon: 'this month' and 'upcoming' match it. */
export const SEED_NOW = new Date('2026-11-20T12:00:00');

const appHandle: RouteHandle = { appType: 'agency' };
const testRoutes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      {
        path: 'agency',
        handle: appHandle,
        loader: guardRoute('agency', {}),
        Component: Outlet,
        children: [
          ...buildRoutes(
            agencyRoutes.filter((route) => route.path === 'brands'),
            'agency',
          ),
          { path: 'home', element: <h1>Agency home</h1> },
        ],
      },
      { path: '*', element: <h1>Elsewhere</h1> },
    ],
  },
];

/** The fake backend for a test file: seeded once, restored before each test; clock put back after. */
export function setupBrandTests(): MockServer {
  const mock = setupMockServer({ seed: 1, referenceDate: '2026-11-20' });
  let seeded: ReturnType<MockServer['backend']['store']['toSnapshot']> | undefined;
  beforeAll(() => {
    mock.server.listen({ onUnhandledFrame: 'bypass' });
    seeded = mock.backend.store.toSnapshot();
  });
  beforeEach(() => {
    if (seeded !== undefined) mock.backend.store.restore(seeded);
  });
  afterEach(() => {
    vi.useRealTimers();
    mock.server.resetHandlers();
    mock.backend.setFaults({});
  });
  afterAll(() => mock.server.close());
  return mock;
}

/**
 * Renders `path` of the brand detail routes signed in as a persona, against the fake, with the
 * clock on the seed's day.
 */
export async function renderBrandRoute(
  path: string,
  { as }: { readonly as: PersonaKey },
): Promise<RenderResult & { readonly router: DataRouter; readonly services: Services }> {
  vi.setSystemTime(SEED_NOW);
  const jar = createSessionFetch(ORIGIN);
  const response = await jar.login(PERSONAS[as].email);
  if (!response.ok) throw new Error(`Sign-in as ${as} answered ${response.status}`);
  const services = createServices(
    {
      baseUrl: ORIGIN,
      fetch: ((input: RequestInfo | URL, init?: RequestInit) =>
        jar(String(input instanceof Request ? input.url : input), init)) as typeof fetch,
      readCookie: (name) => jar.cookies.get(name),
      impersonation: memoryTokenStore(),
      onDecodeWarning: () => {},
    },
    { storage: memoryStorage() },
  );
  setServices(services);
  const router = createMemoryRouter(testRoutes, { initialEntries: [path] });
  const view = render(
    <AppProviders
      services={services}
      router={router}
      swr={{ provider: () => new Map(), dedupingInterval: 0 }}
    />,
  );
  return { ...view, router, services };
}
