import type { Thread } from '@airtime/domain';
import { describe, expect, it } from 'vitest';
import { isApiError } from '../http/ApiError.ts';
import type { AnyCall } from '../swr/createHooks.ts';
import { setupMockApi, signedInAs, type TestClient } from '../test/mockApi.ts';
import type { CallArgs, CallResult } from './defineCall.ts';
import { createThreadSubscription, deleteThreadSubscription } from './subscriptions.ts';
import { getThread } from './threads.ts';

const { backend } = setupMockApi();

function send<C extends AnyCall>(test: TestClient, call: C, ...args: CallArgs<C>) {
  const request = test.client.request as (call: AnyCall, ...rest: unknown[]) => Promise<unknown>;
  return request(call, ...args) as Promise<CallResult<C>>;
}

function threadOf(visibility: Thread['visibility']): Thread {
  const thread = backend.store.threads
    .all()
    .find(
      (row) =>
        row.subject_type === 'brand' && row.subject_id === 2 && row.visibility === visibility,
    );
  if (thread === undefined) throw new Error(`no ${visibility} thread for brand 2`);
  return thread;
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

async function subscriberIds(test: TestClient, thread: Thread) {
  const read = await send(test, getThread, {
    params: { type: thread.subject_type, id: thread.subject_id, visibility: thread.visibility },
  });
  return read?.subscriptions?.map((row) => row.user_id) ?? [];
}

describe('createThreadSubscription, deleteThreadSubscription', () => {
  it('lets agency staff subscribe another user by id and unsubscribe them', async () => {
    const admin = await signedInAs('admin@airtime.test');
    const thread = threadOf('internal');
    // Without the finance persona (4) first, whatever the seed subscribed.
    for (const row of backend.store.threadSubscriptions.lookup('thread_id', thread.id))
      if (row.user_id === 4)
        backend.store.threadSubscriptions.remove(row.id, '2026-11-20T00:00:00Z');
    const subscription = await send(admin, createThreadSubscription, {
      params: { id: thread.id },
      body: { user_id: 4 },
    });
    expect(subscription).toMatchObject({ thread_id: thread.id, user_id: 4 });
    expect(subscription.user?.email).toBe('finance@airtime.test');
    expect(await subscriberIds(admin, thread)).toContain(4);
    const again = await send(admin, createThreadSubscription, {
      params: { id: thread.id },
      body: { user_id: 4 },
    });
    expect(again.id).toBe(subscription.id);
    await send(admin, deleteThreadSubscription, {
      params: { id: thread.id, subId: subscription.id },
    });
    expect(await subscriberIds(admin, thread)).not.toContain(4);
  });

  it('lets the brand persona subscribe only themself, to a thread they can read', async () => {
    const brand = await signedInAs('brand@airtime.test');
    const thread = threadOf('brand');
    const own = await send(brand, createThreadSubscription, {
      params: { id: thread.id },
      body: { user_id: 7 },
    });
    expect(own.user_id).toBe(7);
    const other = await failure(
      send(brand, createThreadSubscription, { params: { id: thread.id }, body: { user_id: 2 } }),
    );
    expect(isApiError(other) && other.status).toBe(403);
    const internal = await failure(
      send(brand, createThreadSubscription, {
        params: { id: threadOf('internal').id },
        body: { user_id: 7 },
      }),
    );
    expect(isApiError(internal) && internal.status).toBe(403);
  });

  it('surfaces 422 for a user who cannot read the thread', async () => {
    const admin = await signedInAs('admin@airtime.test');
    const error = await failure(
      send(admin, createThreadSubscription, {
        params: { id: threadOf('internal').id },
        body: { user_id: 7 },
      }),
    );
    expect(isApiError(error) && error.status).toBe(422);
    expect(isApiError(error) && error.fieldError('user_id')).toBeDefined();
  });
});
