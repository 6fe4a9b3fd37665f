// @vitest-environment jsdom
import { isTemporaryId, type UserSummary } from '@airtime/domain';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createTestClient, setupMockApi, signIn } from '../test/mockApi.ts';
import { renderApiHook } from '../test/render.tsx';
import { useThread } from './useThread.ts';
import { useSubscribe, useUnsubscribe } from './useThreadSubscriptions.ts';

const { backend } = setupMockApi();

const FINANCE: UserSummary = {
  id: 4,
  firstname: 'Finley',
  lastname: 'Finance',
  avatar: null,
  email: 'finance@airtime.test',
};

/** The admin on brand 2's internal thread, which the finance persona does not follow yet. */
async function mount() {
  const test = createTestClient();
  await signIn(test, 'admin@airtime.test');
  const internal = backend.store.threads
    .all()
    .find(
      (row) =>
        row.subject_type === 'brand' && row.subject_id === 2 && row.visibility === 'internal',
    );
  if (internal === undefined) throw new Error('no internal thread for brand 2');
  for (const row of backend.store.threadSubscriptions.lookup('thread_id', internal.id))
    if (row.user_id === FINANCE.id)
      backend.store.threadSubscriptions.remove(row.id, '2026-11-20T00:00:00Z');
  const onError = vi.fn();
  const view = renderApiHook(test.client, () => ({
    thread: useThread('brand', 2, 'internal'),
    subscribe: useSubscribe({ onError }),
    unsubscribe: useUnsubscribe({ onError }),
  }));
  await waitFor(() => expect(view.result.current.thread.data).toBeTruthy());
  const subscribers = () =>
    view.result.current.thread.data?.subscriptions?.map((row) => row.user_id) ?? [];
  const stored = () =>
    backend.store.threadSubscriptions.lookup('thread_id', internal.id).map((row) => row.user_id);
  return { ...view, internal, onError, subscribers, stored };
}

describe('useSubscribe and useUnsubscribe', () => {
  it('subscribes another user at once, keeps the server’s record, and unsubscribes them', async () => {
    const { result, internal, subscribers, stored, onError } = await mount();
    backend.setFaults({ latencyMs: 20 });
    let subscribing: Promise<unknown> = Promise.resolve();
    act(() => {
      subscribing = result.current.subscribe.trigger(internal, FINANCE);
    });
    const pending = result.current.thread.data?.subscriptions?.find((row) => row.user_id === 4);
    expect(pending && isTemporaryId(pending.id)).toBe(true);
    expect(pending?.user?.email).toBe('finance@airtime.test');
    await act(() => subscribing);
    const saved = result.current.thread.data?.subscriptions?.find((row) => row.user_id === 4);
    expect(saved && isTemporaryId(saved.id)).toBe(false);
    expect(stored()).toContain(4);
    await act(() => result.current.unsubscribe.trigger(internal, saved ?? { id: 0 }));
    expect(subscribers()).not.toContain(4);
    expect(stored()).not.toContain(4);
    expect(onError).not.toHaveBeenCalled();
  });

  it('rolls back a failed subscribe and a failed unsubscribe, calling onError', async () => {
    const { result, internal, subscribers, onError } = await mount();
    const before = subscribers();
    backend.setFaults({ errorRate: 1 });
    const failed = await act(() => result.current.subscribe.trigger(internal, FINANCE));
    expect(failed.ok).toBe(false);
    expect(subscribers()).toEqual(before);
    const own = result.current.thread.data?.subscriptions?.[0];
    if (own === undefined) throw new Error('the thread has no subscriber');
    backend.setFaults({ latencyMs: 20, errorRate: 1 });
    let leaving: Promise<unknown> = Promise.resolve();
    act(() => {
      leaving = result.current.unsubscribe.trigger(internal, own);
    });
    expect(subscribers()).not.toContain(own.user_id);
    await act(() => leaving);
    expect(subscribers()).toEqual(before);
    expect(onError).toHaveBeenCalledTimes(2);
  });
});
