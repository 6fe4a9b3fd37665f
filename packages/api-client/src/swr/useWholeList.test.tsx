// @vitest-environment jsdom
import { cleanup, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { useAllEvents, useEvents } from '../hooks/useEvents.ts';
import { createTestClient, setupMockApi, signIn } from '../test/mockApi.ts';
import { renderApiHook } from '../test/render.tsx';
import { useWholeList } from './useWholeList.ts';

const mock = setupMockApi();
afterEach(cleanup);

async function admin() {
  const test = createTestClient();
  await signIn(test, 'admin@airtime.test');
  return test.client;
}

const NOVEMBER = { month: '2026-11', per_page: 20 } as const;

describe('useWholeList', () => {
  it('reads every page, one after another, until the last', async () => {
    const client = await admin();
    const { result } = renderApiHook(client, () => useWholeList(useEvents(NOVEMBER)));
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.total).toBeGreaterThan(40);
    expect(result.current.items).toHaveLength(result.current.total ?? -1);
    expect(new Set(result.current.items.map((event) => event.id)).size).toBe(
      result.current.items.length,
    );
    expect(result.current.isComplete).toBe(true);
    expect(result.current.isTruncated).toBe(false);
  });

  it('stops at the page cap and says the sums leave rows out', async () => {
    const client = await admin();
    const { result } = renderApiHook(client, () => useWholeList(useEvents(NOVEMBER), 2));
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.items).toHaveLength(40);
    expect(result.current.isTruncated).toBe(true);
    expect(result.current.isComplete).toBe(false);
  });

  it('waits on null without counting as loading', async () => {
    const client = await admin();
    const { result } = renderApiHook(client, () => useWholeList(useEvents(null)));
    expect(result.current.isLoading).toBe(false);
    expect(result.current.isComplete).toBe(false);
    expect(result.current.items).toEqual([]);
  });

  it('stops at a failed page with its error, and refresh reads on', async () => {
    let failing = true;
    mock.server.use(
      http.get('*/api/new-events', ({ request }) =>
        failing && new URL(request.url).searchParams.has('cursor')
          ? HttpResponse.json({ message: 'Server Error' }, { status: 500 })
          : undefined,
      ),
    );
    const client = await admin();
    const { result } = renderApiHook(client, () => useWholeList(useEvents(NOVEMBER)));
    await waitFor(() => expect(result.current.error?.status).toBe(500));
    expect(result.current.isLoading).toBe(false);
    expect(result.current.items).toHaveLength(20);
    expect(result.current.isComplete).toBe(false);
    expect(result.current.isTruncated).toBe(false);
    failing = false;
    await result.current.refresh();
    await waitFor(() => expect(result.current.isComplete).toBe(true));
    expect(result.current.items).toHaveLength(result.current.total ?? -1);
  });
});

describe('useAllEvents', () => {
  it("reads all of a brand's aired events, a hundred a page", async () => {
    const client = await admin();
    const aired = mock.backend.store.events
      .all()
      .filter((event) => event.brand_id === 2 && event.aired_date !== null);
    const { result } = renderApiHook(client, () => useAllEvents({ brand_id: 2, aired: true }));
    await waitFor(() => expect(result.current.isComplete).toBe(true));
    expect(result.current.items.map((event) => event.id).sort((a, b) => a - b)).toEqual(
      aired.map((event) => event.id).sort((a, b) => a - b),
    );
  });
});
