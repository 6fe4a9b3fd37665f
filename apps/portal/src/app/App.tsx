import { ApiProvider, SessionProvider } from '@airtime/api-client';
import { ChartExportContext } from '@airtime/design-system';
import { useState } from 'react';
import { createBrowserRouter, type DataRouter, RouterProvider } from 'react-router';
import type { SWRConfiguration } from 'swr';
import { exportChart } from '../features/export/exportChart.ts';
import { setPendingPathSource } from './lazyPage.ts';
import { patchAppRoutes, routes } from './routes.tsx';
import { getServices, type Services } from './services.ts';

/** The API and the session around a router (the app's, or a memory router in tests). */
export function AppProviders({
  services,
  router,
  swr,
}: {
  readonly services: Services;
  readonly router: DataRouter;
  /** SWR settings; tests give each render a cache of its own. */
  readonly swr?: SWRConfiguration;
}) {
  return (
    <ApiProvider client={services.client} {...(swr === undefined ? {} : { swr })}>
      <SessionProvider session={services.session}>
        {/* Every chart offers its data as a CSV. */}
        <ChartExportContext value={exportChart}>
          <RouterProvider router={router} />
        </ChartExportContext>
      </SessionProvider>
    </ApiProvider>
  );
}

function createAppRouter(): DataRouter {
  const router = createBrowserRouter(routes, { patchRoutesOnNavigation: patchAppRoutes });
  setPendingPathSource(() => {
    const target = router.state.navigation.location;
    return target === undefined ? null : `${target.pathname}${target.search}`;
  });
  return router;
}

/** The portal. */
export function App() {
  const [router] = useState(createAppRouter);
  return <AppProviders services={getServices()} router={router} />;
}
