// @vitest-environment jsdom
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listCountries } from '../endpoints/dictionaries.ts';
import { useThreads } from '../hooks/useThreads.ts';
import { createTestClient, setupMockApi, signIn } from '../test/mockApi.ts';
import { renderApiHook } from '../test/render.tsx';
import { useQuery } from './createHooks.ts';

setupMockApi();

describe('createQueryHook', () => {
  it('loads through the client', async () => {
    const test = createTestClient();
    await signIn(test, 'admin@airtime.test');
    const { result } = renderApiHook(test.client, () => useQuery(listCountries));
    await waitFor(() => expect(result.current.data?.length).toBeGreaterThan(10));
  });
});

describe('useInfiniteList', () => {
  it('re-renders no list for a refetch that brings the same rows, unless it reads isValidating', async () => {
    const test = createTestClient();
    await signIn(test, 'admin@airtime.test');
    const renders = { rows: 0, validating: 0 };
    const rows = renderApiHook(test.client, () => {
      renders.rows += 1;
      return useThreads({ per_page: 5 });
    });
    const validating = renderApiHook(test.client, () => {
      renders.validating += 1;
      const list = useThreads({ per_page: 5 });
      return { list, isValidating: list.isValidating };
    });
    await waitFor(() => expect(rows.result.current.items.length).toBeGreaterThan(0));
    await waitFor(() => expect(validating.result.current.list.items.length).toBeGreaterThan(0));
    const before = { ...renders };
    const requests = test.requests.length;
    await act(() => rows.result.current.refresh());
    await act(() => validating.result.current.list.refresh());
    expect(test.requests.length).toBe(requests + 2);
    expect(renders.rows).toBe(before.rows);
    // The one that reads it sees the refetch start and end.
    expect(renders.validating).toBeGreaterThan(before.validating);
  });
});
