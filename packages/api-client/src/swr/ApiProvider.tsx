import { createContext, type ReactNode, use, useLayoutEffect } from 'react';
import { SWRConfig, type SWRConfiguration, useSWRConfig } from 'swr';
import { isApiError } from '../http/ApiError.ts';
import type { HttpClient } from '../http/createHttpClient.ts';
import { attachPreloadCache } from './preloads.ts';

const ApiClientContext = createContext<HttpClient | null>(null);

/** Retries only what may succeed on a second try: never a 4xx, an abort or an unusable answer. */
export function shouldRetry(error: unknown): boolean {
  if (!isApiError(error)) return true;
  if (error.kind === 'aborted' || error.kind === 'decode') return false;
  return error.status === 0 || error.status >= 500;
}

export const DEFAULT_SWR_CONFIG: SWRConfiguration = {
  dedupingInterval: 2_000,
  errorRetryCount: 3,
  onErrorRetry(error, _key, config, revalidate, { retryCount }) {
    if (!shouldRetry(error) || retryCount > (config.errorRetryCount ?? 3)) return;
    setTimeout(() => revalidate({ retryCount }), Math.min(1_000 * 2 ** retryCount, 10_000));
  },
};

export interface ApiProviderProps {
  readonly client: HttpClient;
  /** Extra SWR settings; `provider: () => new Map()` gives a cache of one's own (tests). */
  readonly swr?: SWRConfiguration;
  readonly children?: ReactNode;
}

/** Wires the client into SWR: every hook of this package below reads and writes through it. */
export function ApiProvider({ client, swr, children }: ApiProviderProps) {
  return (
    <ApiClientContext value={client}>
      <SWRConfig value={{ ...DEFAULT_SWR_CONFIG, ...swr }}>
        <PreloadCache client={client} />
        {children}
      </SWRConfig>
    </ApiClientContext>
  );
}

/** Lets a route's preloads (preloadQuery) skip what this provider's cache already holds. */
function PreloadCache({ client }: { readonly client: HttpClient }) {
  const { cache } = useSWRConfig();
  useLayoutEffect(() => attachPreloadCache(client, cache), [client, cache]);
  return null;
}

/** The client of the nearest ApiProvider. */
export function useApiClient(): HttpClient {
  const client = use(ApiClientContext);
  if (client === null)
    throw new Error('useApiClient needs an <ApiProvider client={...}> above it.');
  return client;
}
