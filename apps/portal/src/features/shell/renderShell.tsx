// Test support: the real RootLayout and MainLayout around stand-in pages, against the fake.
import { memoryStorage, memoryTokenStore } from '@airtime/api-client';
import { PERSONAS, type PersonaKey } from '@airtime/mock-api';
import { createSessionFetch, type SessionFetch } from '@airtime/mock-api/node';
import { type RenderResult, render } from '@testing-library/react';
import { createMemoryRouter, type DataRouter, type RouteObject, useLocation } from 'react-router';
import { AppProviders } from '../../app/App.tsx';
import { guardLoginRoute, guardRoute } from '../../app/guards.ts';
import { RootHydrateFallback, RootLayout } from '../../app/RootLayout.tsx';
import type { RouteHandle } from '../../app/routeHandle.ts';
import { createServices, type Services, setServices } from '../../app/services.ts';
import { MainLayout } from '../../layouts/MainLayout.tsx';
import { TEST_ORIGIN } from '../../test/renderRoute.tsx';

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

function appRoot(appType: 'agency' | 'brand' | 'creator', children: RouteObject[]): RouteObject {
  const handle: RouteHandle = { appType };
  return {
    path: appType,
    handle,
    loader: guardRoute(appType, {}),
    Component: MainLayout,
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

export interface RenderedShell extends RenderResult {
  readonly router: DataRouter;
  readonly services: Services;
  readonly jar: SessionFetch;
}

/** Opens `path` in the shell, signed in as a persona of decisions §4 (or signed out). */
export async function renderShell(
  path: string,
  { as }: { readonly as?: PersonaKey } = {},
): Promise<RenderedShell> {
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
  const router = createMemoryRouter(shellTestRoutes, { initialEntries: [path] });
  const view = render(
    <AppProviders
      services={services}
      router={router}
      swr={{ provider: () => new Map(), dedupingInterval: 0 }}
    />,
  );
  return { ...view, router, services, jar };
}
