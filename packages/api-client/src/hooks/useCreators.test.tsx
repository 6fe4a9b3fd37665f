// @vitest-environment jsdom
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestClient, setupMockApi, signIn } from '../test/mockApi.ts';
import { renderApiHook } from '../test/render.tsx';
import {
  useCreateCreator,
  useCreator,
  useCreators,
  useDeleteCreator,
  useUpdateCreator,
} from './useCreators.ts';
import { useProcesses } from './useProcesses.ts';

const { backend } = setupMockApi();
afterEach(cleanup);

async function admin() {
  const test = createTestClient();
  await signIn(test, 'admin@airtime.test');
  return test;
}

describe('useCreators', () => {
  it('loads by name and appends on loadMore', async () => {
    const test = await admin();
    const { result } = renderApiHook(test.client, () =>
      useCreators({ sort: 'name', per_page: 10 }),
    );
    await waitFor(() => expect(result.current.items).toHaveLength(10));
    expect(result.current.total).toBe(backend.store.creators.all().length);
    await act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(20));
    const names = result.current.items.map((row) => row.name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('shows a created, renamed and deleted creator in the list and the record', async () => {
    const test = await admin();
    const { result } = renderApiHook(test.client, () => ({
      list: useCreators({ s: 'zebulon' }),
      create: useCreateCreator(),
      update: useUpdateCreator(),
      remove: useDeleteCreator(),
    }));
    await waitFor(() => expect(result.current.list.isLoading).toBe(false));
    expect(result.current.list.items).toEqual([]);
    const created = await act(() =>
      result.current.create.trigger({ body: { name: 'Zebulon Streams' } }),
    );
    await waitFor(() =>
      expect(result.current.list.items.map((row) => row.id)).toEqual([created.id]),
    );
    const record = renderApiHook(test.client, () => ({
      one: useCreator(created.id),
      update: useUpdateCreator(),
    }));
    await waitFor(() => expect(record.result.current.one.data?.name).toBe('Zebulon Streams'));
    await act(async () => {
      await record.result.current.update.trigger({
        params: { id: created.id },
        body: { name: 'Zebulon Studio' },
      });
    });
    await waitFor(() => expect(record.result.current.one.data?.name).toBe('Zebulon Studio'));
    await act(async () => {
      await result.current.remove.trigger({ params: { id: created.id } });
    });
    await waitFor(() => expect(result.current.list.items).toEqual([]));
  });

  it('shows a new prospect’s conversion in a loaded process list', async () => {
    const test = await admin();
    const { result } = renderApiHook(test.client, () => ({
      processes: useProcesses({ subject_type: 'creator', sort: '-id', per_page: 5 }),
      create: useCreateCreator(),
    }));
    await waitFor(() => expect(result.current.processes.isLoading).toBe(false));
    const created = await act(() =>
      result.current.create.trigger({ body: { name: 'Prospect Hour' } }),
    );
    await waitFor(() => expect(result.current.processes.items[0]?.subject_id).toBe(created.id));
  });
});
