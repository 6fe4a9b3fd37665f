// @vitest-environment jsdom
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestClient, setupMockApi, signIn } from '../test/mockApi.ts';
import { renderApiHook } from '../test/render.tsx';
import { useRelationship, useRelationships, useUpdateRelationship } from './useRelationships.ts';

setupMockApi();
afterEach(cleanup);

describe('useRelationships', () => {
  it("shows a brand user's decision in the list and the record", async () => {
    const test = createTestClient();
    await signIn(test, 'brand@airtime.test');
    const { result, rerender } = renderApiHook(
      test.client,
      ({ id }: { id: number | null }) => ({
        list: useRelationships({ brand_id: 2, approval_status: ['to-discuss'] }),
        one: useRelationship(id).data,
        update: useUpdateRelationship(),
      }),
      { initialProps: { id: null } as { id: number | null } },
    );
    await waitFor(() => expect(result.current.list.items.length).toBeGreaterThan(1));
    const target = result.current.list.items[0];
    if (target === undefined) throw new Error('No relationship to decide');
    expect(target.creator?.id).toBe(target.publisher_id);
    rerender({ id: target.id });
    await waitFor(() => expect(result.current.one?.approval_status).toBe('to-discuss'));
    await act(() =>
      result.current.update.trigger({
        params: { id: target.id },
        body: { approval_status: 'approved' },
      }),
    );
    // The list shows to-discuss only, so the decided one leaves it.
    await waitFor(() =>
      expect(result.current.list.items.map((row) => row.id)).not.toContain(target.id),
    );
    await waitFor(() => expect(result.current.one?.approval_status).toBe('approved'));
  });
});
