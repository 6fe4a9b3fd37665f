// @vitest-environment jsdom
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestClient, setupMockApi, signIn, type TestClient } from '../test/mockApi.ts';
import { renderApiHook } from '../test/render.tsx';
import {
  useBrand,
  useBrandStats,
  useBrands,
  useCreateBrand,
  useUpdateBrand,
  useUpdateBrandBudget,
} from './useBrands.ts';

const { backend } = setupMockApi();

async function admin(): Promise<TestClient> {
  const test = createTestClient();
  await signIn(test, 'admin@airtime.test');
  return test;
}

describe('useBrands', () => {
  it('loads the first page, then loadMore appends the next without repeats', async () => {
    const test = await admin();
    const { result } = renderApiHook(test.client, () => useBrands({ sort: 'name', per_page: 5 }));
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.items).toHaveLength(5));
    expect(result.current.total).toBe(backend.store.brands.size);
    expect(result.current.hasMore).toBe(true);
    const firstPage = result.current.items.map((brand) => brand.id);
    await act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(10));
    const ids = result.current.items.map((brand) => brand.id);
    expect(ids.slice(0, 5)).toEqual(firstPage);
    expect(new Set(ids).size).toBe(10);
    const names = result.current.items.map((brand) => brand.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('shows a created brand after useCreateBrand', async () => {
    const test = await admin();
    const { result } = renderApiHook(test.client, () => ({
      list: useBrands({ s: 'quokka' }),
      create: useCreateBrand(),
    }));
    await waitFor(() => expect(result.current.list.isLoading).toBe(false));
    expect(result.current.list.items).toEqual([]);
    await act(async () => {
      await result.current.create.trigger({
        body: { name: 'Quokka Coffee', airtime_customer: true },
      });
    });
    await waitFor(() =>
      expect(result.current.list.items.map((brand) => brand.name)).toEqual(['Quokka Coffee']),
    );
  });

  it('shows an update in the list and the record after useUpdateBrand and useUpdateBrandBudget', async () => {
    const test = await admin();
    const { result } = renderApiHook(test.client, () => ({
      list: useBrands({ ids: [2] }),
      brand: useBrand(2),
      update: useUpdateBrand(),
      budget: useUpdateBrandBudget(),
    }));
    await waitFor(() => expect(result.current.brand.data?.id).toBe(2));
    await waitFor(() => expect(result.current.list.items).toHaveLength(1));
    await act(async () => {
      await result.current.update.trigger({
        params: { id: 2 },
        body: { name: 'Renamed Brand Two' },
      });
    });
    await waitFor(() => expect(result.current.brand.data?.name).toBe('Renamed Brand Two'));
    await waitFor(() => expect(result.current.list.items[0]?.name).toBe('Renamed Brand Two'));
    await act(async () => {
      await result.current.budget.trigger({ params: { id: 2 }, body: { budget: 777_000 } });
    });
    await waitFor(() => expect(result.current.brand.data?.budget).toBe(777_000));
    await waitFor(() => expect(result.current.list.items[0]?.budget).toBe(777_000));
  });

  it('surfaces a 422 from the mutation', async () => {
    const test = await admin();
    const { result } = renderApiHook(test.client, () => useCreateBrand());
    const taken = backend.store.brands.get(2)?.name ?? '';
    let caught: unknown;
    await act(async () => {
      caught = await result.current
        .trigger({ body: { name: taken } })
        .catch((error: unknown) => error);
    });
    expect(caught).toMatchObject({
      status: 422,
      errors: { name: ['The name has already been taken.'] },
    });
    await waitFor(() => expect(result.current.error?.status).toBe(422));
  });
});

describe('useBrand and useBrandStats', () => {
  it('wait for an id, then load', async () => {
    const test = await admin();
    const { result, rerender } = renderApiHook(
      test.client,
      // Read in render, as a component does: SWR re-renders for the fields a render reads.
      ({ id }: { id: number | null }) => {
        const brand = useBrand(id);
        const stats = useBrandStats(id);
        return { brand: brand.data, loading: brand.isLoading, stats: stats.data };
      },
      { initialProps: { id: null as number | null } },
    );
    expect(result.current.loading).toBe(false);
    expect(result.current.brand).toBeUndefined();
    rerender({ id: 1 });
    await waitFor(() => expect(result.current.brand?.name).toBe('Airtime'));
    await waitFor(() => expect(result.current.stats?.brand_id).toBe(1));
  });
});
