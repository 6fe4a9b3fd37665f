// @vitest-environment jsdom
import { isTemporaryId, type Message, type Thread, type UserSummary } from '@airtime/domain';
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ListPage } from '../decode/decoders.ts';
import { listMessages } from '../endpoints/messages.ts';
import { createThread, getThread } from '../endpoints/threads.ts';
import { ledgerOf } from '../messaging/ledger.ts';
import { callApi, type Outcome } from '../messaging/operations.ts';
import { useApiCache } from '../swr/createHooks.ts';
import { createTestClient, setupMockApi, signIn } from '../test/mockApi.ts';
import { renderApiHook } from '../test/render.tsx';
import { useDeleteMessage, useEditMessage, useMessages, useSendMessage } from './useMessages.ts';
import { useAddReaction, useRemoveReaction } from './useReactions.ts';
import { useThread } from './useThread.ts';
import { useSubscribe, useUnsubscribe } from './useThreadSubscriptions.ts';

// The stress test: 200 random (seeded) optimistic message, reaction and subscription
// changes, fired in bursts against the fake failing 30% of calls, end with the cache equal to the
// server. Deterministic: the script and the fake's failures draw from seeded generators, a burst
// reads its targets from the cache synchronously, and a thread's writes reach the fake in order.

const { backend } = setupMockApi();
const fakeRandom = backend.random;
afterEach(() => Object.assign(backend, { random: fakeRandom }));

/** mulberry32: a small seeded generator. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const user = (id: number, email: string): UserSummary => ({
  id,
  firstname: email.split('@')[0] ?? '',
  lastname: 'Persona',
  avatar: null,
  email,
});
const ADMIN = user(2, 'admin@airtime.test');
const AGENCY_USERS = [1, 3, 4, 5, 6, 9].map((id) => user(id, `user${id}@airtime.test`));
const EMOJI = ['👍', '🎉', '❤️'];

function campaignWithoutThread(): number {
  const taken = new Set(
    backend.store.threads.all().map((thread) => `${thread.subject_type}:${thread.subject_id}`),
  );
  const campaign = backend.store.campaigns.all().find((row) => !taken.has(`campaign:${row.id}`));
  if (campaign === undefined) throw new Error('every campaign has a thread');
  return campaign.id;
}

/** What the comparison looks at: ids, bodies, tags, reactions; subscriptions and latest_message_at. */
const messageFacts = (message: Message) => ({
  id: message.id,
  body: message.body,
  tags: message.tags,
  parent_id: message.parent_id,
  reactions: (message.reactions ?? []).map((row) => `${row.id}:${row.user_id}:${row.emoji}`).sort(),
});
const threadFacts = (thread: Thread | null | undefined) => ({
  latest_message_at: thread?.latest_message_at,
  subscriptions: (thread?.subscriptions ?? []).map((row) => `${row.id}:${row.user_id}`).sort(),
});

describe('optimistic messaging under a 30% error rate', () => {
  it('ends with the cached thread equal to the server’s after 200 random changes', async () => {
    const test = createTestClient();
    await signIn(test, 'admin@airtime.test');
    const subjectId = campaignWithoutThread();
    const created = await callApi(test.client, createThread, {
      body: { subject_type: 'campaign', subject_id: subjectId },
    });
    const view = renderApiHook(test.client, () => ({
      thread: useThread('campaign', subjectId, 'internal'),
      messages: useMessages(created.id, { per_page: 100 }),
      send: useSendMessage(created, ADMIN),
      edit: useEditMessage(),
      remove: useDeleteMessage(),
      react: useAddReaction(ADMIN),
      unreact: useRemoveReaction(),
      subscribe: useSubscribe(),
      unsubscribe: useUnsubscribe(),
      cache: useApiCache(),
    }));
    const hooks = () => view.result.current;
    await waitFor(() => expect(hooks().thread.data?.id).toBe(created.id));
    await waitFor(() => expect(hooks().messages.pages).toBeDefined());
    const { cache } = hooks();
    const listKey = `$inf$${hooks().messages.key}`;
    const threadKey = `/api/threads/campaign/${subjectId}/internal`;
    const shownMessages = () =>
      ((cache.cache.get(listKey)?.data ?? []) as ListPage<Message>[]).flatMap((page) => page.data);
    const shownThread = () => cache.cache.get(threadKey)?.data as Thread | null | undefined;

    const script = seededRandom(20_261_120);
    const pick = <T,>(rows: readonly T[]): T | undefined =>
      rows[Math.floor(script() * rows.length)];
    Object.assign(backend, { random: seededRandom(7) });
    backend.setFaults({ errorRate: 0.3 });
    const tally = { ok: 0, failed: 0 };
    const count = (outcome: Outcome<unknown>) => {
      tally[outcome.ok ? 'ok' : 'failed'] += 1;
    };

    const find = (id: number) => shownMessages().find((row) => row.id === id);
    const follows = (userId: number) =>
      shownThread()?.subscriptions?.some((row) => row.user_id === userId) === true;

    /**
     * One random change, its target read from the cache as shown right now; each shows at once
     * (checked before any answer can arrive).
     */
    const fire = (step: number): Promise<Outcome<unknown>> => {
      const roll = script();
      const messages = shownMessages();
      const message = pick(messages);
      const reacted = pick(
        messages.flatMap((row) =>
          (row.reactions ?? []).map((reaction) => [row, reaction] as const),
        ),
      );
      const subscription = pick(shownThread()?.subscriptions ?? []);
      let outcome: Promise<Outcome<unknown>>;
      if (roll < 0.2 && message !== undefined) {
        outcome = hooks().edit.trigger(message, { body: `edit ${step}` });
        expect(find(message.id)?.body).toBe(`edit ${step}`);
      } else if (roll < 0.3 && message !== undefined) {
        outcome = hooks().remove.trigger(message);
        expect(find(message.id)).toBeUndefined();
      } else if (roll < 0.45 && message !== undefined) {
        const emoji = pick(EMOJI) ?? '👍';
        outcome = hooks().react.trigger(message, emoji);
        expect(
          find(message.id)?.reactions?.some((row) => row.user_id === 2 && row.emoji === emoji),
        ).toBe(true);
      } else if (roll < 0.55 && reacted !== undefined) {
        outcome = hooks().unreact.trigger(...reacted);
        expect(find(reacted[0].id)?.reactions?.some((row) => row.id === reacted[1].id)).toBe(false);
      } else if (roll < 0.63) {
        const follower = pick(AGENCY_USERS) ?? ADMIN;
        outcome = hooks().subscribe.trigger(created, follower);
        expect(follows(follower.id)).toBe(true);
      } else if (roll < 0.7 && subscription !== undefined) {
        outcome = hooks().unsubscribe.trigger(created, subscription);
        expect(shownThread()?.subscriptions?.some((row) => row.id === subscription.id)).toBe(false);
      } else {
        const reply = roll < 0.75 && message !== undefined ? { parent_id: message.id } : {};
        outcome = hooks().send.trigger({ body: `message ${step}`, ...reply });
        expect(shownMessages()[0]?.body).toBe(`message ${step}`);
      }
      return outcome;
    };

    let step = 0;
    while (step < 200) {
      const burst: Promise<Outcome<unknown>>[] = [];
      const size = 1 + Math.floor(script() * 15);
      act(() => {
        for (let n = 0; n < size && step < 200; n += 1, step += 1) burst.push(fire(step));
      });
      await act(async () => {
        for (const outcome of await Promise.all(burst)) count(outcome);
      });
      // The script retries or discards what failed to send; a retry may fail again.
      for (let round = 0; hooks().send.failed.length > 0; round += 1) {
        const retries: Promise<Outcome<unknown>>[] = [];
        act(() => {
          for (const failed of hooks().send.failed) {
            if (round < 5 && script() < 0.6) retries.push(failed.retry());
            else failed.discard();
          }
        });
        await act(async () => {
          for (const outcome of await Promise.all(retries)) count(outcome);
        });
      }
    }
    backend.setFaults({});
    expect(ledgerOf(cache).pendingCount).toBe(0);
    expect(tally.ok + tally.failed).toBeGreaterThan(200);
    expect(tally.failed).toBeGreaterThan(30);

    const cached = shownMessages();
    const ids = cached.map((message) => message.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter(isTemporaryId)).toEqual([]);
    const server = await callApi(test.client, listMessages, {
      params: { id: created.id },
      query: { per_page: 100 },
    });
    expect(server.links.next).toBeNull();
    expect(server.data.length).toBeGreaterThan(10);
    expect(cached.map(messageFacts)).toEqual(server.data.map(messageFacts));
    const serverThread = await callApi(test.client, getThread, {
      params: { type: 'campaign', id: subjectId, visibility: 'internal' },
    });
    expect(threadFacts(shownThread())).toEqual(threadFacts(serverThread));
    expect(threadFacts(hooks().thread.data)).toEqual(threadFacts(serverThread));
    view.unmount();
  });
});
