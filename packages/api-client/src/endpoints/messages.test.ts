import type { Thread } from '@airtime/domain';
import { describe, expect, it } from 'vitest';
import { isApiError } from '../http/ApiError.ts';
import type { AnyCall } from '../swr/createHooks.ts';
import { setupMockApi, signedInAs, type TestClient } from '../test/mockApi.ts';
import type { CallArgs, CallResult } from './defineCall.ts';
import { createMessage, deleteMessage, listMessages, updateMessage } from './messages.ts';

const { backend } = setupMockApi();

function send<C extends AnyCall>(test: TestClient, call: C, ...args: CallArgs<C>) {
  const request = test.client.request as (call: AnyCall, ...rest: unknown[]) => Promise<unknown>;
  return request(call, ...args) as Promise<CallResult<C>>;
}

/** Brand 2's brand thread: the brand persona reads it; agency staff add internal notes. */
function brandThread(): Thread {
  const thread = backend.store.threads
    .all()
    .find(
      (row) => row.subject_type === 'brand' && row.subject_id === 2 && row.visibility === 'brand',
    );
  if (thread === undefined) throw new Error('no brand thread for brand 2');
  return thread;
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('listMessages', () => {
  it('answers newest first with permissions, authors and reactions filled', async () => {
    const test = await signedInAs('admin@airtime.test');
    const page = await send(test, listMessages, { params: { id: brandThread().id } });
    expect(page.data.length).toBeGreaterThan(0);
    const ids = page.data.map((message) => message.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(page.permissions).toEqual({
      can_create: true,
      can_update: true,
      can_delete: true,
      can_react: true,
    });
    for (const message of page.data) {
      expect(message.user?.id).toBe(message.user_id);
      expect(Array.isArray(message.reactions)).toBe(true);
      for (const reaction of message.reactions ?? [])
        expect(reaction.user?.id).toBe(reaction.user_id);
    }
    expect(test.warnings).toEqual([]);
  });

  it('pages back in time with the next cursor, every message once', async () => {
    const test = await signedInAs('admin@airtime.test');
    const id = brandThread().id;
    const first = await send(test, listMessages, { params: { id }, query: { per_page: 3 } });
    expect(first.data).toHaveLength(3);
    expect(first.links.next).not.toBeNull();
    const second = await send(test, listMessages, {
      params: { id },
      query: { per_page: 3, cursor: first.links.next ?? '' },
    });
    const oldestFirst = Math.min(...first.data.map((message) => message.id));
    for (const message of second.data) expect(message.id).toBeLessThan(oldestFirst);
  });

  it('filters by visibility, author and text', async () => {
    const test = await signedInAs('admin@airtime.test');
    const id = brandThread().id;
    const note = await send(test, createMessage, {
      params: { id },
      body: { body: 'Internal: budget is tight', visibility: 'internal' },
    });
    const internal = await send(test, listMessages, {
      params: { id },
      query: { visibility: ['internal'], user_id: [2], s: 'budget is' },
    });
    expect(internal.data.map((message) => message.id)).toEqual([note.id]);
    const shared = await send(test, listMessages, {
      params: { id },
      query: { visibility: ['brand'] },
    });
    expect(shared.data.every((message) => message.visibility === 'brand')).toBe(true);
  });

  it('hides internal notes from the brand persona; Read Only users may not write', async () => {
    const admin = await signedInAs('admin@airtime.test');
    const id = brandThread().id;
    const note = await send(admin, createMessage, {
      params: { id },
      body: { body: 'Agency eyes only', visibility: 'internal' },
    });
    const brand = await signedInAs('brand@airtime.test');
    const page = await send(brand, listMessages, { params: { id }, query: { per_page: 100 } });
    expect(page.data.map((message) => message.id)).not.toContain(note.id);
    expect(page.data.every((message) => message.visibility === 'brand')).toBe(true);
    const readonly = await signedInAs('readonly@airtime.test');
    const readOnlyPage = await send(readonly, listMessages, { params: { id } });
    expect(readOnlyPage.permissions.can_create).toBe(false);
    const refused = await failure(
      send(readonly, createMessage, { params: { id }, body: { body: 'hi' } }),
    );
    expect(isApiError(refused) && refused.status).toBe(403);
  });
});

describe('createMessage, updateMessage, deleteMessage', () => {
  it('writes a message on top of the list, the thread’s subject as its primary tag', async () => {
    const test = await signedInAs('brand@airtime.test');
    const thread = brandThread();
    const created = await send(test, createMessage, {
      params: { id: thread.id },
      body: { body: 'Hello from the brand', tags: [{ id: 3, type: 'brand' }] },
    });
    expect(created).toMatchObject({
      thread_id: thread.id,
      user_id: 7,
      body: 'Hello from the brand',
    });
    // The tagged record comes back named (its subject); the primary tag is the thread itself.
    expect(created.tags).toEqual([
      { id: 2, type: 'brand', is_primary: true },
      {
        id: 3,
        type: 'brand',
        is_primary: false,
        subject: expect.objectContaining({ type: 'brand', id: 3, name: expect.any(String) }),
      },
    ]);
    const page = await send(test, listMessages, { params: { id: thread.id } });
    expect(page.data[0]).toMatchObject({ id: created.id, is_read: true });
    expect(page.data[0]?.user?.email).toBe('brand@airtime.test');
  });

  it('edits and deletes one’s own message; the list follows', async () => {
    const test = await signedInAs('admin@airtime.test');
    const id = brandThread().id;
    const created = await send(test, createMessage, { params: { id }, body: { body: 'Draft' } });
    const edited = await send(test, updateMessage, {
      params: { id: created.id },
      body: { body: 'Final' },
    });
    expect(edited).toMatchObject({ id: created.id, body: 'Final' });
    const listed = await send(test, listMessages, { params: { id } });
    expect(listed.data.find((message) => message.id === created.id)?.body).toBe('Final');
    await send(test, deleteMessage, { params: { id: created.id } });
    const after = await send(test, listMessages, { params: { id } });
    expect(after.data.map((message) => message.id)).not.toContain(created.id);
    const again = await failure(send(test, deleteMessage, { params: { id: created.id } }));
    expect(isApiError(again) && again.status).toBe(404);
  });

  it('surfaces 422 errors and refuses to change another user’s message', async () => {
    const admin = await signedInAs('admin@airtime.test');
    const id = brandThread().id;
    const empty = await failure(send(admin, createMessage, { params: { id }, body: { body: '' } }));
    expect(isApiError(empty) && empty.status).toBe(422);
    expect(isApiError(empty) && empty.fieldError('body')).toBeDefined();
    const created = await send(admin, createMessage, { params: { id }, body: { body: 'Mine' } });
    const nothing = await failure(
      send(admin, updateMessage, { params: { id: created.id }, body: {} }),
    );
    expect(isApiError(nothing) && nothing.status).toBe(422);
    const brand = await signedInAs('brand@airtime.test');
    const refused = await failure(
      send(brand, updateMessage, { params: { id: created.id }, body: { body: 'Theirs' } }),
    );
    expect(isApiError(refused) && refused.status).toBe(403);
  });
});
