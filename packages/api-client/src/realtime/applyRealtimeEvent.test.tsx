// @vitest-environment jsdom
import { REALTIME_EVENTS, type RealtimeEventName } from '@airtime/domain';
import type { BroadcastMessage } from '@airtime/mock-api';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getCampaign, listCampaigns } from '../endpoints/campaigns.ts';
import { listMessages } from '../endpoints/messages.ts';
import { listPayouts } from '../endpoints/payouts.ts';
import { listProductions } from '../endpoints/production.ts';
import { getThread } from '../endpoints/threads.ts';
import { useApiCache, useQuery } from '../swr/createHooks.ts';
import { createTestClient, setupMockApi, signIn, type TestClient } from '../test/mockApi.ts';
import { renderApiHook } from '../test/render.tsx';
import { applyRealtimeEvent, type RealtimeEventContext } from './applyRealtimeEvent.ts';
import { useLiveChanges } from './liveChanges.ts';

// Each event applied to a cache that only this test changes, with the payload the fake really
// publishes for a write made by another session (caught on the fake's bus).

const mock = setupMockApi();
let published: BroadcastMessage[] = [];
let unsubscribe = () => {};
beforeEach(() => {
  published = [];
  unsubscribe = mock.backend.bus.subscribe((message) => published.push(message));
});
afterEach(() => unsubscribe());

async function tab(email: string): Promise<TestClient> {
  const test = createTestClient();
  await signIn(test, email);
  return test;
}

async function send(test: TestClient, method: string, path: string, body?: object) {
  const response = await test.fetch(path, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-xsrf-token': test.cookies.get('XSRF-TOKEN') ?? '',
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.ok).toBe(true);
}

/** The payload of the event the fake published last with this name. */
function payloadOf(event: RealtimeEventName): unknown {
  const message = published.findLast((candidate) => candidate.event === event);
  if (message === undefined) throw new Error(`Nothing published ${event}.`);
  return message.data;
}

function contextFor(cache: RealtimeEventContext['cache'], userId = 2) {
  const warnings: string[] = [];
  return { context: { cache, userId, warn: (text: string) => warnings.push(text) }, warnings };
}

describe('applyRealtimeEvent', () => {
  it('campaign.updated replaces the campaign in lists and its record, keeping their relations', async () => {
    const admin = await tab('admin@airtime.test');
    const first = await renderApiHook(
      admin.client,
      () => useQuery(listCampaigns, { query: { per_page: 5 } }).data,
    );
    await waitFor(() => expect(first.result.current?.data.length).toBe(5));
    const target = first.result.current?.data[2];
    if (target === undefined) throw new Error('No campaign listed.');
    const { result } = renderApiHook(admin.client, () => ({
      cache: useApiCache(),
      list: useQuery(listCampaigns, { query: { per_page: 5 } }).data,
      record: useQuery(getCampaign, { params: { id: target.id } }).data,
      changes: useLiveChanges('campaign'),
    }));
    await waitFor(() => expect(result.current.record?.events).toBeDefined());
    await waitFor(() => expect(result.current.list).toBeDefined());
    const before = result.current.list;
    const priority = target.priority === 'urgent' ? 'low' : 'urgent';
    await send(await tab('superadmin@airtime.test'), 'PUT', `/api/new-campaigns/${target.id}`, {
      priority,
    });
    const requests = admin.requests.length;
    const { context, warnings } = contextFor(result.current.cache);
    await applyRealtimeEvent(context, 'campaign.updated', payloadOf('campaign.updated'));

    await waitFor(() => expect(result.current.list?.data[2]?.priority).toBe(priority));
    expect(result.current.list?.data[2]?.brand).toEqual(target.brand);
    expect(result.current.list?.data[0]).toBe(before?.data[0]);
    expect(result.current.record).toMatchObject({ priority, brand: { id: target.brand_id } });
    expect(result.current.record?.events).toBeDefined();
    expect(admin.requests.length).toBe(requests);
    expect(warnings).toEqual([]);
    // Marked as changed by someone else, with what changed.
    expect(result.current.changes.get(target.id)?.fields).toContain('priority');
    expect(result.current.changes.get(target.id)?.fields).not.toContain('brand_id');
  });

  it('marks nothing when the cache already holds what a campaign.updated says', async () => {
    const admin = await tab('admin@airtime.test');
    const { result } = renderApiHook(admin.client, () => ({
      cache: useApiCache(),
      list: useQuery(listCampaigns, { query: { per_page: 5, sort: 'id' } }).data,
      changes: useLiveChanges('campaign'),
    }));
    await waitFor(() => expect(result.current.list?.data.length).toBe(5));
    const target = result.current.list?.data[4];
    // The same priority again: the event repeats what every cached copy holds.
    await send(await tab('superadmin@airtime.test'), 'PUT', `/api/new-campaigns/${target?.id}`, {
      priority: target?.priority,
    });
    const { context } = contextFor(result.current.cache);
    await applyRealtimeEvent(context, 'campaign.updated', payloadOf('campaign.updated'));
    expect(result.current.changes.has(target?.id ?? 0)).toBe(false);
  });

  it('a deleted campaign (campaign.updated with deleted_at) leaves the lists', async () => {
    const admin = await tab('admin@airtime.test');
    const { result } = renderApiHook(admin.client, () => ({
      cache: useApiCache(),
      list: useQuery(listCampaigns, { query: { per_page: 5 } }).data,
    }));
    await waitFor(() => expect(result.current.list?.data.length).toBe(5));
    const target = result.current.list?.data[1];
    const total = result.current.list?.meta.total ?? 0;
    await send(await tab('superadmin@airtime.test'), 'DELETE', `/api/campaigns/${target?.id}`);
    const { context, warnings } = contextFor(result.current.cache);
    await applyRealtimeEvent(context, 'campaign.updated', payloadOf('campaign.updated'));
    await waitFor(() =>
      expect(result.current.list?.data.map((row) => row.id)).not.toContain(target?.id),
    );
    expect(result.current.list?.meta.total).toBe(total - 1);
    expect(warnings).toEqual([]);
  });

  it('event-production.updated replaces the production in the cached lists', async () => {
    const admin = await tab('admin@airtime.test');
    const { result } = renderApiHook(admin.client, () => ({
      cache: useApiCache(),
      list: useQuery(listProductions, { query: { per_page: 5 } }).data,
    }));
    await waitFor(() => expect(result.current.list?.data.length).toBeGreaterThan(0));
    const target = result.current.list?.data[0];
    if (target === undefined) throw new Error('No production listed.');
    await send(await tab('ops@airtime.test'), 'PUT', `/api/event-production/${target.id}`, {
      is_important: !target.is_important,
    });
    const { context, warnings } = contextFor(result.current.cache);
    await applyRealtimeEvent(
      context,
      'event-production.updated',
      payloadOf('event-production.updated'),
    );
    await waitFor(() =>
      expect(result.current.list?.data[0]?.is_important).toBe(!target.is_important),
    );
    expect(result.current.list?.data[0]?.event).toEqual(target.event);
    expect(warnings).toEqual([]);
  });

  it('payout.updated refetches the cached payout lists, so another finance page shows the move', async () => {
    const admin = await tab('admin@airtime.test');
    const pending = mock.backend.store.payouts.all().find((row) => row.status === 'pending');
    if (pending === undefined) throw new Error('The seed has no pending payout.');
    const { result } = renderApiHook(admin.client, () => ({
      cache: useApiCache(),
      list: useQuery(listPayouts, { query: { publisher_id: pending.publisher_id } }).data,
    }));
    await waitFor(() => expect(result.current.list?.data.length).toBeGreaterThan(0));
    await send(await tab('finance@airtime.test'), 'POST', `/api/payouts/${pending.id}/status`, {
      status: 'scheduled',
    });
    const { context, warnings } = contextFor(result.current.cache);
    await applyRealtimeEvent(context, 'payout.updated', payloadOf('payout.updated'));
    await waitFor(() =>
      expect(result.current.list?.data.find((row) => row.id === pending.id)?.status).toBe(
        'scheduled',
      ),
    );
    expect(warnings).toEqual([]);
  });

  it('thread.updated replaces the cached thread at once, then refetches its unread state', async () => {
    const brand = await tab('brand@airtime.test');
    const params = { type: 'brand', id: 2, visibility: 'brand' } as const;
    const { result } = renderApiHook(brand.client, () => ({
      cache: useApiCache(),
      thread: useQuery(getThread, { params }).data,
    }));
    await waitFor(() => expect(result.current.thread).toBeTruthy());
    const thread = result.current.thread;
    if (thread === null || thread === undefined) throw new Error('Brand 2 has no brand thread.');
    const subscribed = thread.subscriptions?.some((row) => row.user_id === 3) ?? false;
    await send(await tab('admin@airtime.test'), 'POST', `/api/thread/${thread.id}/subscriptions`, {
      user_id: subscribed ? 4 : 3,
    });
    const fetched = () =>
      brand.requests.filter((line) => line.startsWith('GET /api/threads/brand/2/brand')).length;
    const before = fetched();
    const { context } = contextFor(result.current.cache, 7);
    await applyRealtimeEvent(context, 'thread.updated', payloadOf('thread.updated'));
    expect(result.current.thread?.subscriptions?.length).toBe(
      (thread.subscriptions?.length ?? 0) + 1,
    );
    await waitFor(() => expect(fetched()).toBe(before + 1));
  });

  it('message.created goes only into the lists whose filters it matches', async () => {
    const admin = await tab('admin@airtime.test');
    const threadId = mock.backend.store.threads.all()[0]?.id ?? 1;
    const params = { id: threadId };
    const { result } = renderApiHook(admin.client, () => ({
      cache: useApiCache(),
      all: useQuery(listMessages, { params }).data,
      replies: useQuery(listMessages, { params, query: { is_reply: true } }).data,
      found: useQuery(listMessages, { params, query: { s: 'zzz-nothing' } }).data,
      mine: useQuery(listMessages, { params, query: { user_id: [2] } }).data,
    }));
    await waitFor(() => expect(result.current.mine).toBeDefined());
    await waitFor(() =>
      expect(result.current.all && result.current.replies && result.current.found).toBeTruthy(),
    );
    const replies = result.current.replies;
    const found = result.current.found;
    await send(admin, 'POST', `/api/threads/${threadId}/messages`, { body: 'Filed under mine' });
    const { context } = contextFor(result.current.cache);
    await applyRealtimeEvent(context, 'message.created', payloadOf('message.created'));
    await waitFor(() => expect(result.current.all?.data[0]?.body).toBe('Filed under mine'));
    // The author has read their own message, though the broadcast says unread.
    expect(result.current.mine?.data[0]).toMatchObject({ body: 'Filed under mine', is_read: true });
    expect(result.current.replies).toBe(replies);
    expect(result.current.found).toBe(found);
  });

  it.each(
    REALTIME_EVENTS.filter(
      (event) => event !== 'campaign.updated' && event !== 'event-production.updated',
    ),
  )('ignores a malformed %s payload with a warning', async (event) => {
    const admin = await tab('admin@airtime.test');
    const { result } = renderApiHook(admin.client, () => useApiCache());
    const { context, warnings } = contextFor(result.current);
    await applyRealtimeEvent(context, event, { id: 'x', thread_id: 'y' });
    await applyRealtimeEvent(context, event, null);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(
      new RegExp(`^Ignored a malformed ${event.replace('.', '\\.')} event`),
    );
  });

  it.each(['campaign.updated', 'event-production.updated'] as const)(
    'ignores a malformed %s payload with a warning',
    async (event) => {
      const admin = await tab('admin@airtime.test');
      const { result } = renderApiHook(admin.client, () => useApiCache());
      const { context, warnings } = contextFor(result.current);
      await applyRealtimeEvent(context, event, { id: 5, status: 42 });
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/^Ignored a malformed /);
    },
  );
});
