// @vitest-environment jsdom
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestClient, setupMockApi, signIn } from '../test/mockApi.ts';
import { renderApiHook } from '../test/render.tsx';
import { useMovePayout, usePayout, usePayouts } from './usePayouts.ts';

const mock = setupMockApi();
afterEach(cleanup);

describe('usePayouts', () => {
  it("lists a creator user's own creators' payouts with their payment preferences", async () => {
    const test = createTestClient();
    await signIn(test, 'creator@airtime.test');
    const { result } = renderApiHook(test.client, () => usePayouts({ sort: '-amount' }));
    await waitFor(() => expect(result.current.items.length).toBeGreaterThan(0));
    for (const payout of result.current.items) expect([1, 2]).toContain(payout.publisher_id);
    expect(result.current.items[0]?.creator?.id).toBe(result.current.items[0]?.publisher_id);
  });

  it('moves a payout to scheduled then sent; the list shows who sent it and when', async () => {
    const test = createTestClient();
    await signIn(test, 'finance@airtime.test');
    const pending = mock.backend.store.payouts.all().find((row) => row.status === 'pending');
    if (pending === undefined) throw new Error('The seed has no pending payout.');
    const { result } = renderApiHook(test.client, () => ({
      list: usePayouts({ publisher_id: pending.publisher_id, status: 'sent' }),
      one: usePayout(pending.id),
      move: useMovePayout(),
    }));
    await waitFor(() => expect(result.current.one.data?.status).toBe('pending'));
    for (const status of ['scheduled', 'sent'] as const) {
      await act(() =>
        result.current.move.trigger({ params: { id: pending.id }, body: { status } }),
      );
    }
    await waitFor(() =>
      expect(result.current.list.items.map((row) => row.id)).toContain(pending.id),
    );
    const sent = result.current.list.items.find((row) => row.id === pending.id);
    expect(sent?.sent_at).not.toBeNull();
    expect(sent?.status_changes.map((change) => `${change.status} by ${change.by}`)).toEqual([
      'scheduled by Fiona Finance',
      'sent by Fiona Finance',
    ]);
  });
});
