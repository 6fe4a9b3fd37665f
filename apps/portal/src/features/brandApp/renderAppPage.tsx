import { ApiProvider, memoryStorage, memoryTokenStore, SessionProvider } from '@airtime/api-client';
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
import { createServices, type Services, setServices } from '../../app/services.ts';
import { pageRoutes } from './testRoutes.tsx';

// Test support for the brand app and inbox pages: their routes (testRoutes.tsx) in a memory
// router, signed in as a persona against the fake, the session started as the app's guard does.

const TEST_ORIGIN = 'http://portal.test';

/** The fake backend in this test file's process; each test starts from the seeded data. */
export function setupPageMockApi(): MockServer {
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
  afterAll(() => mock.server.close());
  return mock;
}

export interface RenderedPage extends RenderResult {
  readonly router: DataRouter;
  readonly services: Services;
  readonly jar: SessionFetch;
}

/** Renders the page at `path` as `as` would see it, the session started (as the app guard does). */
export async function renderAppPage(
  path: string,
  { as }: { readonly as: PersonaKey },
): Promise<RenderedPage> {
  const jar = createSessionFetch(TEST_ORIGIN);
  const response = await jar.login(PERSONAS[as].email);
  if (!response.ok) throw new Error(`Sign-in as ${as} answered ${response.status}`);
  const services = createServices(
    {
      baseUrl: TEST_ORIGIN,
      fetch: ((input: RequestInfo | URL, init?: RequestInit) =>
        jar(String(input instanceof Request ? input.url : input), init)) as typeof fetch,
      readCookie: (name) => jar.cookies.get(name),
      impersonation: memoryTokenStore(),
      onDecodeWarning: () => {},
    },
    { storage: memoryStorage() },
  );
  setServices(services);
  await services.loadProfile();
  const router = createMemoryRouter(pageRoutes, { initialEntries: [path] });
  const view = render(
    <ApiProvider client={services.client} swr={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <SessionProvider session={services.session}>
        <RouterProvider router={router} />
      </SessionProvider>
    </ApiProvider>,
  );
  return { ...view, router, services, jar };
}
