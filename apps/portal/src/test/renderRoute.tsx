import { memoryStorage, memoryTokenStore } from '@airtime/api-client';
import { PERSONAS, type PersonaKey } from '@airtime/mock-api';
import {
  createSessionFetch,
  type MockServer,
  type SessionFetch,
  setupMockServer,
} from '@airtime/mock-api/node';
import { type RenderResult, render } from '@testing-library/react';
import { createMemoryRouter, type DataRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { ApiProviders } from '../app/ApiRoot.tsx';
import { patchAppRoutes, routes } from '../app/routes.tsx';
import { type Services, setServices } from '../app/services.ts';
import { createServices } from '../app/sessionServices.ts';

export const TEST_ORIGIN = 'http://portal.test';

// Requests still running when a file's last test ends would settle after jsdom is gone (SWR and
// React read `document` and `window` then); each file waits for them before it ends.
let inFlight = 0;

async function settleRequests(): Promise<void> {
  for (let waited = 0; inFlight > 0 && waited < 5_000; waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The fake backend in this test file's process; each test starts from the seeded data. */
export function setupPortalMockApi(): MockServer {
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
    mock.server.resetHandlers();
    mock.backend.setFaults({});
  });
  afterAll(async () => {
    await settleRequests();
    mock.server.close();
  });
  return mock;
}

/**
 * Renders the real route table at `path` in a memory router, signed in as a persona of decisions §4
 * (or signed out), against the fake: what a user would see after opening that URL.
 */
export interface RenderedRoute extends RenderResult {
  readonly router: DataRouter;
  readonly services: Services;
  readonly jar: SessionFetch;
}

/** The app's services signed in as a persona (or signed out), talking to the fake through a jar. */
export async function servicesFor(
  as?: PersonaKey,
): Promise<{ readonly services: Services; readonly jar: SessionFetch }> {
  const jar = createSessionFetch(TEST_ORIGIN);
  if (as !== undefined) {
    const response = await jar.login(PERSONAS[as].email);
    if (!response.ok) throw new Error(`Sign-in as ${as} answered ${response.status}`);
  }
  const services = createServices(
    {
      baseUrl: TEST_ORIGIN,
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        inFlight += 1;
        try {
          return await jar(String(input instanceof Request ? input.url : input), init);
        } finally {
          inFlight -= 1;
        }
      }) as typeof fetch,
      readCookie: (name) => jar.cookies.get(name),
      impersonation: memoryTokenStore(),
      onDecodeWarning: () => {},
    },
    { storage: memoryStorage() },
  );
  setServices(services);
  return { services, jar };
}

/** The app's route table in a memory router at `path` (route discovery included). */
export function createTestRouter(path: string): DataRouter {
  return createMemoryRouter(routes, {
    initialEntries: [path],
    patchRoutesOnNavigation: patchAppRoutes,
  });
}

export async function renderRoute(
  path: string,
  { as }: { readonly as?: PersonaKey } = {},
): Promise<RenderedRoute> {
  const { services, jar } = await servicesFor(as);
  return renderRouter(createTestRouter(path), { services, jar });
}

/** Renders a router in the app's providers, with a cache of its own. */
export function renderRouter(
  router: DataRouter,
  { services, jar }: { readonly services: Services; readonly jar: SessionFetch },
): RenderedRoute {
  const view = render(<AppProviders services={services} router={router} />);
  return { ...view, router, services, jar };
}

/**
 * A router inside the API's providers, with a cache of its own: the routes' own ApiRoot (the
 * app's) then uses these, and each test starts from an empty cache.
 */
export function AppProviders({
  services,
  router,
}: {
  readonly services: Services;
  readonly router: DataRouter;
}) {
  return (
    <ApiProviders services={services} swr={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <RouterProvider router={router} />
    </ApiProviders>
  );
}
