import { memoryStorage, memoryTokenStore } from '@airtime/api-client';
import { ROUTE_ACCESS } from '@airtime/domain';
import { PERSONAS, type PersonaKey } from '@airtime/mock-api';
import {
  createSessionFetch,
  type MockServer,
  type SessionFetch,
  setupMockServer,
} from '@airtime/mock-api/node';
import { cleanup, configure, type RenderResult, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type DataRouter, Outlet, type RouteObject } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { AppProviders } from '../../app/App.tsx';
import { buildRoutes, type PageRoute } from '../../app/defineRoutes.ts';
import { guardRoute, redirectToFinanceLanding } from '../../app/guards.ts';
import { RootLayout } from '../../app/RootLayout.tsx';
import type { RouteHandle } from '../../app/routeHandle.ts';
import { createServices, type Services, setServices } from '../../app/services.ts';
import { BrandForecastingPage } from '../../pages/agency/finance/BrandForecastingPage.tsx';
import { BrandRevenuePage } from '../../pages/agency/finance/BrandRevenuePage.tsx';
import { CreatorRevenuePage } from '../../pages/agency/finance/CreatorRevenuePage.tsx';
import { FinanceLayout } from '../../pages/agency/finance/FinanceLayout.tsx';
import { InvoicesPage } from '../../pages/agency/finance/InvoicesPage.tsx';
import { PayoutsPage } from '../../pages/agency/finance/PayoutsPage.tsx';
import { ArchivePage } from '../../pages/agency/prospecting/ArchivePage.tsx';
import { DiscoveryPage } from '../../pages/agency/prospecting/DiscoveryPage.tsx';
import { ProspectingLayout } from '../../pages/agency/prospecting/ProspectingLayout.tsx';
import { ProspectsPage } from '../../pages/agency/prospecting/ProspectsPage.tsx';
import { WatchlistPage } from '../../pages/agency/prospecting/WatchlistPage.tsx';
import { RolesPage } from '../../pages/agency/settings/RolesPage.tsx';
import { SettingsLayout } from '../../pages/agency/settings/SettingsLayout.tsx';
import { UsersPage } from '../../pages/agency/settings/UsersPage.tsx';

// Test helper of the Finance, Prospecting and Settings pages. The real route table cannot load
// while pages of other areas and the shell's MainLayout are missing (Vite resolves every lazy
// import), so these three sections are declared here as agencyRoutes.ts declares them (same
// paths, titles and access rules, through the same buildRoutes and guards), in a bare outlet.

const TEST_ORIGIN = 'http://portal.test';

const page = (Component: () => ReactNode) => async () => ({ Component });

const sections: readonly PageRoute[] = [
  {
    path: 'settings',
    title: 'Application Settings',
    access: ROUTE_ACCESS['agency.settings'],
    page: page(SettingsLayout),
    children: [
      { index: true, title: 'Users', page: page(UsersPage) },
      { path: 'roles', title: 'Roles', page: page(RolesPage) },
    ],
  },
  {
    path: 'prospecting',
    title: 'Prospecting',
    access: ROUTE_ACCESS['agency.prospecting'],
    page: page(ProspectingLayout),
    children: [
      { index: true, title: 'Discovery', page: page(DiscoveryPage) },
      { path: 'prospects', title: 'In Progress', page: page(ProspectsPage) },
      { path: 'watchlist', title: 'Watchlist', page: page(WatchlistPage) },
      { path: 'archive', title: 'Archive', page: page(ArchivePage) },
    ],
  },
  {
    path: 'accounting',
    title: 'Finance',
    access: ROUTE_ACCESS['agency.accounting'],
    page: page(FinanceLayout),
    children: [
      { index: true, loader: redirectToFinanceLanding },
      {
        path: 'brand-revenue',
        title: 'Brand Revenue',
        access: ROUTE_ACCESS['agency.accounting.brand-revenue'],
        page: page(BrandRevenuePage),
      },
      {
        path: 'brand-forecasting',
        title: 'Brand Forecasting',
        access: ROUTE_ACCESS['agency.accounting.brand-forecasting'],
        page: page(BrandForecastingPage),
      },
      {
        path: 'invoices',
        title: 'Brand Invoicing',
        access: ROUTE_ACCESS['agency.accounting.invoices'],
        page: page(InvoicesPage),
      },
      {
        path: 'creator-revenue',
        title: 'Creator Revenue',
        access: ROUTE_ACCESS['agency.accounting.creator-revenue'],
        page: page(CreatorRevenuePage),
      },
      {
        path: 'payouts',
        title: 'Creator Payout',
        access: ROUTE_ACCESS['agency.accounting.payouts'],
        page: page(PayoutsPage),
      },
    ],
  },
];

const agencyHandle: RouteHandle = { appType: 'agency' };

const routes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      {
        path: 'agency',
        handle: agencyHandle,
        loader: guardRoute('agency', {}),
        Component: Outlet,
        children: buildRoutes(sections, 'agency'),
      },
      { path: '*', element: <p>Elsewhere</p> },
    ],
  },
];

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
  afterEach(() => {
    // Vitest runs without globals, so Testing Library does not unmount between tests by itself.
    cleanup();
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
