import { ApiProvider, SessionProvider, useOptionalSession } from '@airtime/api-client';
import { ChartExportContext } from '@airtime/design-system';
import type { ComponentType, ReactNode } from 'react';
import type { SWRConfiguration } from 'swr';
import { ApiErrorHandling } from '../features/errors/ApiErrorHandling.tsx';
import { exportChart } from '../features/export/exportChart.ts';
import { LinkRouting } from '../features/navigation/LinkRouting.tsx';
import { useRealtime } from '../features/realtime/useRealtime.ts';
import { peekServices, type Services } from './services.ts';

/** The API, the session and the charts' CSV export for what is below. */
export function ApiProviders({
  services,
  swr,
  children,
}: {
  readonly services: Services;
  /** SWR settings; tests give each render a cache of its own. */
  readonly swr?: SWRConfiguration;
  readonly children: ReactNode;
}) {
  return (
    <ApiProvider client={services.client} {...(swr === undefined ? {} : { swr })}>
      <SessionProvider session={services.session}>
        {/* Every chart offers its data as a CSV. */}
        <ChartExportContext value={exportChart}>{children}</ChartExportContext>
      </SessionProvider>
    </ApiProvider>
  );
}

/** Realtime while someone is signed in, and the API's error behaviours (spec §8). */
function SessionEffects() {
  useRealtime();
  return <ApiErrorHandling />;
}

/**
 * Around the pages that use the API (the apps, and the public pages with forms): its providers,
 * with the page's services (loaded by the route first), unless a test's are already above; and
 * their React Aria links routed.
 */
export function ApiRoot({ children }: { readonly children: ReactNode }) {
  const outer = useOptionalSession() !== null;
  const content = (
    <LinkRouting>
      <SessionEffects />
      {children}
    </LinkRouting>
  );
  if (outer) return content;
  const services = peekServices();
  if (services === undefined)
    throw new Error('ApiRoot renders after its route loaded the services.');
  return <ApiProviders services={services}>{content}</ApiProviders>;
}

/** A page (or layout) inside ApiRoot. */
export function withApiRoot(Page: ComponentType): ComponentType {
  return function PageWithApi() {
    return (
      <ApiRoot>
        <Page />
      </ApiRoot>
    );
  };
}
