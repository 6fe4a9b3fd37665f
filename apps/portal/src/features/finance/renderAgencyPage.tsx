import { memoryStorage, memoryTokenStore } from '@airtime/api-client';
import { PERSONAS, type PersonaKey } from '@airtime/mock-api';
import {
  createSessionFetch,
  type MockServer,
  type SessionFetch,
  setupMockServer,
} from '@airtime/mock-api/node';
import { cleanup, configure, type RenderResult, render } from '@testing-library/react';
import { createMemoryRouter, type DataRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { AppProviders } from '../../app/App.tsx';
import { routes } from '../../app/routes.tsx';
import { createServices, type Services, setServices } from '../../app/services.ts';

// Test helper of the Finance, Prospecting and Settings pages: the real route table (guards, lazy
// pages, the shell) against the fake, with what jsdom lacks for charts and virtualized tables.

const TEST_ORIGIN = 'http://portal.test';

// Requests still running when a file's last test ends would settle after jsdom is gone (SWR reads
// `document` then); the file waits for them before it ends.
let inFlight = 0;

async function settleRequests(): Promise<void> {
  for (let waited = 0; inFlight > 0 && waited < 5_000; waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await new Promise((resolve) => setTimeout(resolve, 20));
}

/** The fake backend in this test file's process; each test starts from the seeded data. */
export function setupAgencyPageMock(): MockServer {
  const mock = setupMockServer({ seed: 1, referenceDate: '2026-11-20' });
  let seeded: ReturnType<MockServer['backend']['store']['toSnapshot']> | undefined;
  beforeAll(() => {
    // jsdom has no ResizeObserver; the charts measure their width with one.
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
    // jsdom lays nothing out: give elements a size so the virtualized tables render their rows.
    for (const [name, size] of [
      ['clientHeight', 800],
      ['clientWidth', 1200],
    ] as const)
      Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => size });
    // Lazy pages and whole lists take longer than Testing Library's 1 s on a busy machine.
    configure({ asyncUtilTimeout: 20_000 });
    mock.server.listen({ onUnhandledFrame: 'bypass' });
    seeded = mock.backend.store.toSnapshot();
  });
  beforeEach(() => {
    if (seeded !== undefined) mock.backend.store.restore(seeded);
  });
  afterEach(async () => {
    // Vitest runs without globals, so Testing Library does not unmount between tests by itself.
    cleanup();
    await settleRequests();
    mock.server.resetHandlers();
    mock.backend.setFaults({});
  });
  afterAll(() => mock.server.close());
  return mock;
}

export interface RenderedAgencyPage extends RenderResult {
  readonly router: DataRouter;
  readonly services: Services;
  readonly jar: SessionFetch;
}

/** Renders `path` of the agency app signed in as a persona, against the fake. */
export async function renderAgencyPage(
  path: string,
  { as }: { readonly as: PersonaKey },
): Promise<RenderedAgencyPage> {
  const jar = createSessionFetch(TEST_ORIGIN);
  const response = await jar.login(PERSONAS[as].email);
  if (!response.ok) throw new Error(`Sign-in as ${as} answered ${response.status}`);
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
