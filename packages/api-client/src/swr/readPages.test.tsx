// @vitest-environment jsdom
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useEvents } from '../hooks/useEvents.ts';
import { createTestClient, setupMockApi, signIn } from '../test/mockApi.ts';
import { renderApiHook } from '../test/render.tsx';
import type { InfiniteList } from './createHooks.ts';

setupMockApi();
afterEach(cleanup);

async function loaded<T>(use: () => InfiniteList<T>) {
  const test = createTestClient();
  await signIn(test, 'admin@airtime.test');
  const { result } = renderApiHook(test.client, use);
  await waitFor(() => expect(result.current.isLoading).toBe(false));
  return result.current;
}

async function readAll<T>(
  list: InfiniteList<T>,
  options?: Parameters<InfiniteList<T>['readPages']>[0],
) {
  const pages: (readonly T[])[] = [];
  for await (const page of list.readPages(options)) pages.push(page.data);
  return pages;
}

describe('InfiniteList.readPages', () => {
  it('reads the same query and sort from the first page to the last, a large page at a time', async () => {
    const list = await loaded(() => useEvents({ month: '2026-11', sort: '-rate', per_page: 10 }));
    const pages = await readAll(list, { perPage: 30 });
    const rows = pages.flat();
    expect(list.total).toBeGreaterThan(30);
    expect(pages[0]).toHaveLength(30);
    expect(rows).toHaveLength(list.total ?? -1);
    expect(new Set(rows.map((event) => event.id)).size).toBe(rows.length);
    // The list's own first page (10 rows) starts the same way.
    expect(rows.slice(0, 10).map((event) => event.id)).toEqual(list.items.map((event) => event.id));
    const rates = rows.map((event) => event.rate ?? 0);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
  });

  it('yields nothing for a list that waits', async () => {
    const list = await loaded(() => useEvents(null));
    expect(await readAll(list)).toEqual([]);
  });

  it('stops with the abort reason once aborted', async () => {
    const list = await loaded(() => useEvents({ month: '2026-11', per_page: 10 }));
    const controller = new AbortController();
    const pages = list.readPages({ perPage: 5, signal: controller.signal });
    expect((await pages.next()).value?.data).toHaveLength(5);
    controller.abort(new Error('Cancelled'));
    await expect(pages.next()).rejects.toThrow('Cancelled');
  });
});
