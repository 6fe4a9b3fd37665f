import { describe, expect, it } from 'vitest';
import { isApiError } from '../http/ApiError.ts';
import type { AnyCall } from '../swr/createHooks.ts';
import { setupMockApi, signedInAs, type TestClient } from '../test/mockApi.ts';
import { type CallArgs, type CallResult, callUrl } from './defineCall.ts';
import { createThread, getThread, listThreads } from './threads.ts';

const { backend } = setupMockApi();

function send<C extends AnyCall>(test: TestClient, call: C, ...args: CallArgs<C>) {
  const request = test.client.request as (call: AnyCall, ...rest: unknown[]) => Promise<unknown>;
  return request(call, ...args) as Promise<CallResult<C>>;
}

/** A campaign of brand 2 (the brand persona's) without any thread yet. */
function campaignWithoutThread(): number {
  const taken = new Set(
    backend.store.threads
      .all()
      .filter((thread) => thread.subject_type === 'campaign')
      .map((thread) => thread.subject_id),
  );
  const campaign = backend.store.campaigns
    .all()
    .find((row) => row.brand_id === 2 && !taken.has(row.id));
  if (campaign === undefined) throw new Error('every campaign of brand 2 has a thread');
  return campaign.id;
}

describe('getThread', () => {
  it('answers a record’s thread with its subscriptions and their users', async () => {
    const test = await signedInAs('admin@airtime.test');
    const thread = await send(test, getThread, {
      params: { type: 'brand', id: 2, visibility: 'brand' },
    });
    expect(thread).toMatchObject({ subject_type: 'brand', subject_id: 2, visibility: 'brand' });
    expect(typeof thread?.has_unread_messages).toBe('boolean');
    expect(thread?.subscriptions?.length).toBeGreaterThan(0);
    for (const subscription of thread?.subscriptions ?? [])
      expect(subscription.user?.id).toBe(subscription.user_id);
    expect(test.warnings).toEqual([]);
  });

  it('answers null for a record without a thread of that visibility', async () => {
    const test = await signedInAs('admin@airtime.test');
    const id = campaignWithoutThread();
    expect(
      await send(test, getThread, { params: { type: 'campaign', id, visibility: 'internal' } }),
    ).toBeNull();
  });

  it('lets a brand user read their brand’s brand thread, not its internal one', async () => {
    const test = await signedInAs('brand@airtime.test');
    const thread = await send(test, getThread, {
      params: { type: 'brand', id: 2, visibility: 'brand' },
    });
    expect(thread?.subject_id).toBe(2);
    const refused = await send(test, getThread, {
      params: { type: 'brand', id: 2, visibility: 'internal' },
    }).catch((error: unknown) => error);
    expect(isApiError(refused) && refused.status).toBe(403);
  });
});

describe('createThread', () => {
  it('creates a record’s thread once, subscribes its creator, then answers the same one', async () => {
    const test = await signedInAs('admin@airtime.test');
    const id = campaignWithoutThread();
    const created = await send(test, createThread, {
      body: { subject_type: 'campaign', subject_id: id, visibility: 'brand' },
    });
    expect(created).toMatchObject({
      subject_type: 'campaign',
      subject_id: id,
      visibility: 'brand',
    });
    expect(created.latest_message_at).toBeNull();
    expect(created.subscriptions?.map((row) => row.user_id)).toEqual([2]);
    const read = await send(test, getThread, {
      params: { type: 'campaign', id, visibility: 'brand' },
    });
    expect(read?.id).toBe(created.id);
    const again = await send(test, createThread, {
      body: { subject_type: 'campaign', subject_id: id, visibility: 'brand' },
    });
    expect(again.id).toBe(created.id);
  });

  it('defaults to an internal thread', async () => {
    const test = await signedInAs('admin@airtime.test');
    const id = campaignWithoutThread();
    const created = await send(test, createThread, {
      body: { subject_type: 'campaign', subject_id: id },
    });
    expect(created.visibility).toBe('internal');
  });

  it('surfaces 422 field errors: an agency has no brand side', async () => {
    const test = await signedInAs('admin@airtime.test');
    const agencyId = backend.store.agencies.all()[0]?.id ?? 1;
    const error = await send(test, createThread, {
      body: { subject_type: 'agency', subject_id: agencyId, visibility: 'brand' },
    }).catch((caught: unknown) => caught);
    expect(isApiError(error) && error.status).toBe(422);
    expect(isApiError(error) && error.fieldError('visibility')).toMatch(/no brand side/);
  });

  it('lets a brand user open their campaign’s brand thread, not an internal one', async () => {
    const test = await signedInAs('brand@airtime.test');
    const id = campaignWithoutThread();
    const created = await send(test, createThread, {
      body: { subject_type: 'campaign', subject_id: id, visibility: 'brand' },
    });
    expect(created.subscriptions?.map((row) => row.user_id)).toEqual([7]);
    const refused = await send(test, createThread, {
      body: { subject_type: 'campaign', subject_id: id, visibility: 'internal' },
    }).catch((caught: unknown) => caught);
    expect(isApiError(refused) && refused.status).toBe(403);
  });
});

describe('listThreads (ours)', () => {
  it('answers a page of the user’s threads, each with its subject, and meta.unread', async () => {
    const test = await signedInAs('admin@airtime.test');
    const page = await send(test, listThreads);
    expect(page.data).toHaveLength(25);
    expect(page.meta.total).toBe(backend.store.threads.size);
    expect(page.meta.unread).toBeGreaterThan(0);
    expect(page.links.next).not.toBeNull();
    for (const thread of page.data) {
      expect(thread.subject).toMatchObject({ type: thread.subject_type, id: thread.subject_id });
      expect(typeof thread.subject?.name).toBe('string');
    }
    const times = page.data.map((thread) => thread.latest_message_at ?? '');
    expect(times).toEqual([...times].sort().reverse());
    expect(test.warnings).toEqual([]);
  });

  it('sends its filters as the fake reads them', () => {
    expect(
      callUrl(listThreads, {
        query: {
          subject_type: 'campaign',
          visibility: ['internal', 'brand'],
          unread: true,
          has_messages: false,
          s: 'acme',
          sort: '-created_at',
          per_page: 5,
        },
      }),
    ).toBe(
      '/api/threads?has_messages=0&per_page=5&s=acme&sort=-created_at&subject_type=campaign&unread=1&visibility[]=internal&visibility[]=brand',
    );
  });

  it('lets a brand user list only the brand threads of their brands, unread ones on request', async () => {
    const test = await signedInAs('brand@airtime.test');
    const all = await send(test, listThreads, { query: { per_page: 100 } });
    expect(all.data.length).toBeGreaterThan(0);
    expect(new Set(all.data.map((thread) => thread.visibility))).toEqual(new Set(['brand']));
    const unread = await send(test, listThreads, { query: { unread: true, per_page: 100 } });
    expect(unread.data.every((thread) => thread.has_unread_messages)).toBe(true);
    expect(unread.data).toHaveLength(all.meta.unread);
    expect(unread.meta.unread).toBe(all.meta.unread);
  });

  it('surfaces the 422 of a bad filter', async () => {
    const test = await signedInAs('admin@airtime.test');
    const error = await send(test, listThreads, {
      query: { subject_type: 'planet' as never },
    }).catch((caught: unknown) => caught);
    expect(isApiError(error) && error.status).toBe(422);
    expect(isApiError(error) && error.fieldError('subject_type')).toMatch(/invalid/);
  });
});
