// @vitest-environment jsdom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { HttpClient } from '../http/createHttpClient.ts';
import { ApiProvider } from '../swr/ApiProvider.tsx';
import { createTestClient, setupMockApi, signIn } from '../test/mockApi.ts';
import { useCategories, useCountries, useIndustries, useLanguages } from './useDictionaries.ts';

const { backend, server } = setupMockApi();
afterEach(cleanup);

/** Renders under a provider whose cache outlives the render, as the app's does across pages. */
function renderWithCache<Result>(
  client: HttpClient,
  cache: Map<string, unknown>,
  hook: () => Result,
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiProvider client={client} swr={{ provider: () => cache as never, dedupingInterval: 0 }}>
      {children}
    </ApiProvider>
  );
  return renderHook(hook, { wrapper });
}

function countRequests(): { paths: string[]; stop(): void } {
  const paths: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    paths.push(new URL(request.url).pathname);
  };
  server.events.on('request:start', listener);
  return { paths, stop: () => server.events.removeListener('request:start', listener) };
}

describe('the dictionary hooks', () => {
  it('load each whole list once, however many hooks ask', async () => {
    const test = createTestClient();
    await signIn(test, 'brand@airtime.test');
    const requests = countRequests();
    const { result } = renderWithCache(test.client, new Map(), () => ({
      countries: useCountries(),
      sameCountries: useCountries(),
      categories: useCategories(),
      industries: useIndustries(),
      languages: useLanguages(),
    }));
    await waitFor(() => expect(result.current.countries.data).toBeDefined());
    await waitFor(() => expect(result.current.categories.data).toBeDefined());
    await waitFor(() => expect(result.current.industries.data).toBeDefined());
    await waitFor(() => expect(result.current.languages.data).toBeDefined());
    requests.stop();
    expect(result.current.countries.data).toHaveLength(backend.store.countries.all().length);
    expect(result.current.sameCountries.data).toBe(result.current.countries.data);
    expect(result.current.languages.data).toHaveLength(backend.store.languages.all().length);
    expect(requests.paths.sort()).toEqual([
      '/api/categories',
      '/api/countries',
      '/api/industries',
      '/api/languages',
    ]);
  });

  it('answer a later page from the cache without asking the server again', async () => {
    const test = createTestClient();
    await signIn(test, 'creator@airtime.test');
    const cache = new Map<string, unknown>();
    const first = renderWithCache(test.client, cache, () => useCountries());
    await waitFor(() => expect(first.result.current.data).toBeDefined());
    first.unmount();
    const requests = countRequests();
    // An ordinary hook mounting over cached data refetches it (stale-while-revalidate).
    const second = renderWithCache(test.client, cache, () => useCountries());
    expect(second.result.current.data).toHaveLength(backend.store.countries.all().length);
    await new Promise((resolve) => setTimeout(resolve, 50));
    requests.stop();
    expect(requests.paths).toEqual([]);
  });
});
