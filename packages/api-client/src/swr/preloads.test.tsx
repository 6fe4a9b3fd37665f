// @vitest-environment jsdom
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getBrandStats } from '../endpoints/brands.ts';
import { listCampaigns } from '../endpoints/campaigns.ts';
import { preloadThreadWithMessages } from '../hooks/messagingPreloads.ts';
import { preloadBrandStats, useBrandStats } from '../hooks/useBrands.ts';
import { preloadCampaigns, useCampaigns } from '../hooks/useCampaigns.ts';
import { preloadAllEvents, useAllEvents } from '../hooks/useEvents.ts';
import { createTestClient, setupMockApi, signIn, type TestClient } from '../test/mockApi.ts';
import { renderApiHook } from '../test/render.tsx';
import { signedInTab } from '../test/session.tsx';
import { forgetPreloads, PRELOAD_MAX_AGE_MS, preloadQuery } from './preloads.ts';

setupMockApi();
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function admin(): Promise<TestClient> {
  const test = createTestClient();
  await signIn(test, 'admin@airtime.test');
  test.requests.length = 0;
  return test;
}

const gets = (test: TestClient, path: string) =>
  test.requests.filter((request) => request.startsWith(`GET ${path}`));

describe('preloadQuery', () => {
  it('gives a list hook the answer it started, with no second request', async () => {
    const test = await admin();
    const query = { needs_attention: true, per_page: 5 } as const;
    await preloadCampaigns(test.client, query);
    const { result } = renderApiHook(test.client, () => useCampaigns(query));
    await waitFor(() => expect(result.current.items.length).toBeGreaterThan(0));
    expect(gets(test, '/api/new-campaigns')).toHaveLength(1);
  });

  it('gives a hook the request still in flight, with no second request', async () => {
    const test = await admin();
    const preloaded = preloadBrandStats(test.client, 2);
    const { result } = renderApiHook(test.client, () => useBrandStats(2));
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data).toEqual(await preloaded);
    expect(gets(test, '/api/brand/2/stats')).toHaveLength(1);
  });

  it('starts one request for the same call and input asked twice', async () => {
    const test = await admin();
    await Promise.all([
      preloadQuery(test.client, getBrandStats, { params: { id: 2 } }),
      preloadQuery(test.client, getBrandStats, { params: { id: 2 } }),
    ]);
    expect(gets(test, '/api/brand/2/stats')).toHaveLength(1);
  });

  it('is taken once: a later hook of the same key asks the server', async () => {
    const test = await admin();
    await preloadBrandStats(test.client, 2);
    const first = renderApiHook(test.client, () => useBrandStats(2));
    await waitFor(() => expect(first.result.current.data).toBeDefined());
    first.unmount();
    const second = renderApiHook(test.client, () => useBrandStats(2));
    await waitFor(() => expect(second.result.current.data).toBeDefined());
    expect(gets(test, '/api/brand/2/stats')).toHaveLength(2);
  });

  it('is not taken once older than PRELOAD_MAX_AGE_MS: the hook asks again', async () => {
    const test = await admin();
    const start = Date.now();
    await preloadBrandStats(test.client, 2);
    vi.spyOn(Date, 'now').mockReturnValue(start + PRELOAD_MAX_AGE_MS + 1_000);
    const { result } = renderApiHook(test.client, () => useBrandStats(2));
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(gets(test, '/api/brand/2/stats')).toHaveLength(2);
  });

  it('is dropped by forgetPreloads (another acting user)', async () => {
    const test = await admin();
    await preloadBrandStats(test.client, 2);
    forgetPreloads(test.client);
    const { result } = renderApiHook(test.client, () => useBrandStats(2));
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(gets(test, '/api/brand/2/stats')).toHaveLength(2);
  });

  it('fails quietly; the hook then makes its own call, which reports its failure', async () => {
    const test = createTestClient();
    const onUnauthorized = vi.fn();
    test.client.hooks = { onUnauthorized };
    await expect(preloadQuery(test.client, listCampaigns, {})).resolves.toBeUndefined();
    expect(onUnauthorized).not.toHaveBeenCalled();
    const { result } = renderApiHook(test.client, () => useCampaigns());
    await waitFor(() => expect(result.current.error?.status).toBe(401));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(gets(test, '/api/new-campaigns')).toHaveLength(2);
  });

  it('is forgotten when the acting user changes (logout)', async () => {
    const { test, session } = await signedInTab('admin@airtime.test');
    await act(() => session.start());
    await preloadBrandStats(test.client, 2);
    await act(() => session.logout());
    await signIn(test, 'admin@airtime.test');
    const { result } = renderApiHook(test.client, () => useBrandStats(2));
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(gets(test, '/api/brand/2/stats')).toHaveLength(2);
  });
});

describe('preloadAllEvents', () => {
  it('starts every page before the hook mounts, and the hook takes them all with no request', async () => {
    const test = await admin();
    await preloadAllEvents(test.client, { creatorId: 1 });
    const preloaded = gets(test, '/api/new-events');
    // The creator's events take more than one page, each asked with the cursor the last named.
    expect(preloaded.length).toBeGreaterThan(1);
    expect(preloaded.slice(1).every((request) => request.includes('cursor='))).toBe(true);
    const { result } = renderApiHook(test.client, () => useAllEvents({ creatorId: 1 }));
    await waitFor(() => expect(result.current.isComplete).toBe(true));
    expect(result.current.items).toHaveLength(result.current.total ?? -1);
    expect(result.current.items.length).toBeGreaterThan(100);
    expect(gets(test, '/api/new-events')).toHaveLength(preloaded.length);
  });
});

describe('preloadThreadWithMessages', () => {
  it('starts the thread, then its newest messages as soon as the thread is known', async () => {
    const test = await admin();
    preloadThreadWithMessages(test.client, 'brand', 3, 'internal');
    await waitFor(() => expect(gets(test, '/api/threads/4/messages')).toHaveLength(1));
    expect(gets(test, '/api/threads/brand/3/internal')).toHaveLength(1);
  });
});

describe('preloadQuery with a cached answer', () => {
  it('starts nothing for what the provider’s cache already holds, and gives it', async () => {
    const test = await admin();
    const { result } = renderApiHook(test.client, () => useBrandStats(2));
    await waitFor(() => expect(result.current.data).toBeDefined());
    await expect(preloadBrandStats(test.client, 2)).resolves.toEqual(result.current.data);
    expect(gets(test, '/api/brand/2/stats')).toHaveLength(1);
  });
});
