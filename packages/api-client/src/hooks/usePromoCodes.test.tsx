// @vitest-environment jsdom
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestClient, setupMockApi, signIn } from '../test/mockApi.ts';
import { renderApiHook } from '../test/render.tsx';
import { useCreatePromoCode, usePromoCode, usePromoCodes } from './usePromoCodes.ts';

setupMockApi();
afterEach(cleanup);

describe('usePromoCodes', () => {
  it("shows a creator user their creators' codes and one code in full", async () => {
    const test = createTestClient();
    await signIn(test, 'creator@airtime.test');
    const { result, rerender } = renderApiHook(
      test.client,
      ({ id }: { id: number | null }) => ({ list: usePromoCodes(), one: usePromoCode(id).data }),
      { initialProps: { id: null } as { id: number | null } },
    );
    await waitFor(() => expect(result.current.list.items.length).toBeGreaterThan(0));
    for (const row of result.current.list.items) expect([1, 2]).toContain(row.publisher_id);
    const first = result.current.list.items[0];
    rerender({ id: first?.id ?? null });
    await waitFor(() => expect(result.current.one?.id).toBe(first?.id));
    expect(result.current.one?.creator?.id).toBe(first?.publisher_id);
  });

  it('shows a created code in the list', async () => {
    const test = createTestClient();
    await signIn(test, 'admin@airtime.test');
    const { result } = renderApiHook(test.client, () => ({
      list: usePromoCodes({ brand_id: 8, sort: '-created_at' }),
      create: useCreatePromoCode(),
    }));
    await waitFor(() => expect(result.current.list.isLoading).toBe(false));
    const created = await act(() =>
      result.current.create.trigger({ body: { brand_id: 8, code: 'spring10' } }),
    );
    await waitFor(() => expect(result.current.list.items[0]?.id).toBe(created.id));
    expect(result.current.list.items[0]?.code).toBe('SPRING10');
  });
});
