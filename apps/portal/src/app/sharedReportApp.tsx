import { ApiProvider, type HttpClient } from '@airtime/api-client';
import { ChartExportContext } from '@airtime/design-system';
import { type DataRouter, type RouteObject, RouterProvider } from 'react-router';
import type { SWRConfiguration } from 'swr';
import { exportChart } from '../features/export/exportChart.ts';
import { BareLayout } from '../layouts/BareLayout.tsx';
import { NotFoundPage } from '../pages/public/NotFoundPage.tsx';
import { SharedReportPage } from '../pages/public/SharedReportPage.tsx';
import type { RouteHandle } from './routeHandle.ts';

// The shared report page's own app (issue 20): a brand report opened from a link without signing
// in. Its entry (src/sharedReportMain.tsx) is built apart from the app's (vite/sharedReportView.ts)
// and carries no session, shell, route table or realtime: the page, the report it opens, and the
// link's public call.

/** Its routes: the page under the bare layout, and not-found for anything else sent here. */
export const sharedReportRoutes: RouteObject[] = [
  {
    Component: BareLayout,
    children: [
      {
        path: 'shared/r/:token',
        Component: SharedReportPage,
        handle: { title: 'Shared report' } satisfies RouteHandle,
      },
      { path: '*', Component: NotFoundPage, handle: { title: 'Page not found' } },
    ],
  },
];

/** The API (no session: the link is the only credential) around the page's router. */
export function SharedReportApp({
  client,
  router,
  swr,
}: {
  readonly client: HttpClient;
  readonly router: DataRouter;
  /** SWR settings; tests give each render a cache of its own. */
  readonly swr?: SWRConfiguration;
}) {
  return (
    <ApiProvider client={client} {...(swr === undefined ? {} : { swr })}>
      {/* A shared report's charts offer their data as a CSV, as the app's do. */}
      <ChartExportContext value={exportChart}>
        <RouterProvider router={router} />
      </ChartExportContext>
    </ApiProvider>
  );
}
