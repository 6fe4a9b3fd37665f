// @vitest-environment jsdom
import { isTemporaryId, type UserSummary } from '@airtime/domain';
import { act, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createTestClient, setupMockApi, signIn } from '../test/mockApi.ts';
import { renderApiHook } from '../test/render.tsx';
import { useMessages, useSendMessage } from './useMessages.ts';
import { useAddReaction, useRemoveReaction, useToggleReaction } from './useReactions.ts';

const { backend, server } = setupMockApi();

const BRAND_USER: UserSummary = {
  id: 7,
  firstname: 'Blair',
  lastname: 'Brand',
  avatar: null,
  email: 'brand@airtime.test',
};

/** The brand persona in brand 2's brand thread, with a message of their own to react to. */
async function mount() {
  const test = createTestClient();
  await signIn(test, 'brand@airtime.test');
  const thread = backend.store.threads
    .all()
    .find(
      (row) => row.subject_type === 'brand' && row.subject_id === 2 && row.visibility === 'brand',
    );
  if (thread === undefined) throw new Error('no brand thread for brand 2');
  const onError = vi.fn();
  const view = renderApiHook(test.client, () => ({
    messages: useMessages(thread.id),
    send: useSendMessage(thread, BRAND_USER),
    add: useAddReaction(BRAND_USER, { onError }),
    remove: useRemoveReaction({ onError }),
    toggle: useToggleReaction(BRAND_USER, { onError }),
  }));
  await waitFor(() => expect(view.result.current.messages.items.length).toBeGreaterThan(0));
  const sent = await act(() => view.result.current.send.trigger({ body: 'React here' }));
  if (!sent.ok) throw new Error('send failed');
  const shown = () => {
    const message = view.result.current.messages.items.find((row) => row.id === sent.data.id);
    if (message === undefined) throw new Error('the message left the list');
    return message;
  };
  return { ...view, onError, shown };
}

const stored = (messageId: number) =>
  backend.store.messageReactions.lookup('message_id', messageId).map((row) => row.emoji);

describe('useAddReaction and useRemoveReaction', () => {
  it('shows a reaction at once, then the server’s, and removes it', async () => {
    const { result, shown, onError } = await mount();
    backend.setFaults({ latencyMs: 20 });
    let adding: Promise<unknown> = Promise.resolve();
    act(() => {
      adding = result.current.add.trigger(shown(), '👍');
    });
    expect(shown().reactions?.map((row) => row.emoji)).toEqual(['👍']);
    expect(isTemporaryId(shown().reactions?.[0]?.id ?? 0)).toBe(true);
    await act(() => adding);
    const reaction = shown().reactions?.[0];
    expect(reaction && isTemporaryId(reaction.id)).toBe(false);
    expect(reaction?.user?.id).toBe(7);
    expect(stored(shown().id)).toEqual(['👍']);
    await act(() => result.current.remove.trigger(shown(), reaction ?? { id: 0 }));
    expect(shown().reactions).toEqual([]);
    expect(stored(shown().id)).toEqual([]);
    expect(onError).not.toHaveBeenCalled();
  });

  it('rolls a failed reaction back and calls onError', async () => {
    const { result, shown, onError } = await mount();
    backend.setFaults({ latencyMs: 20, errorRate: 1 });
    let adding: Promise<unknown> = Promise.resolve();
    act(() => {
      adding = result.current.add.trigger(shown(), '🎉');
    });
    expect(shown().reactions).toHaveLength(1);
    await act(() => adding);
    expect(shown().reactions).toEqual([]);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ status: 500 }), shown(), '🎉');
  });

  it('brings a reaction back when removing it fails (one call refused)', async () => {
    const { result, shown, onError } = await mount();
    await act(() => result.current.add.trigger(shown(), '❤️'));
    const reaction = shown().reactions?.[0];
    if (reaction === undefined) throw new Error('no reaction');
    server.use(
      http.delete(
        '*/api/message-reactions/:id',
        () => HttpResponse.json({ message: 'Try later.' }, { status: 503 }),
        { once: true },
      ),
    );
    const outcome = await act(() => result.current.remove.trigger(shown(), reaction));
    expect(outcome.ok).toBe(false);
    expect(shown().reactions?.map((row) => row.id)).toEqual([reaction.id]);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(stored(shown().id)).toEqual(['❤️']);
  });

  it('adds then removes with useToggleReaction, even before the add is answered', async () => {
    const { result, shown } = await mount();
    backend.setFaults({ latencyMs: 15 });
    let first: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.toggle.trigger(shown(), '👍');
    });
    expect(shown().reactions).toHaveLength(1);
    // The second toggle sees the unsaved reaction and removes it once the add is saved.
    let second: Promise<unknown> = Promise.resolve();
    act(() => {
      second = result.current.toggle.trigger(shown(), '👍');
    });
    expect(shown().reactions).toEqual([]);
    await act(() => Promise.all([first, second]));
    expect(shown().reactions).toEqual([]);
    expect(stored(shown().id)).toEqual([]);
  });
});
