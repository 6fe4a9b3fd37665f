import { memoryStorage, memoryTokenStore } from '@airtime/api-client';
import { PERSONAS, type PersonaKey } from '@airtime/mock-api';
import {
  createSessionFetch,
  type MockServer,
  type SessionFetch,
  setupMockServer,
} from '@airtime/mock-api/node';
import { type RenderResult, render } from '@testing-library/react';
import { createMemoryRouter, type DataRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { AppProviders } from '../app/App.tsx';
import { routes } from '../app/routes.tsx';
import { createServices, type Services, setServices } from '../app/services.ts';

export const TEST_ORIGIN = 'http://portal.test';

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
  afterAll(() => mock.server.close());
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

export async function renderRoute(
  path: string,
  { as }: { readonly as?: PersonaKey } = {},
): Promise<RenderedRoute> {
  const jar = createSessionFetch(TEST_ORIGIN);
  if (as !== undefined) {
    const response = await jar.login(PERSONAS[as].email);
    if (!response.ok) throw new Error(`Sign-in as ${as} answered ${response.status}`);
  }
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
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders
      services={services}
      router={router}
      swr={{ provider: () => new Map(), dedupingInterval: 0 }}
    />,
  );
  return { ...view, router, services, jar };
}
