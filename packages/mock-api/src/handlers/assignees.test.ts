import { describe, expect, it } from 'vitest';
import { jsonBody, useMockApi } from '../test/mockApi.ts';

const api = useMockApi();

describe('GET /api/assignees', () => {
  it('lists a record’s assignees with their users', async () => {
    const client = await api.as('ops');
    const body = await (await client('/api/assignees?subject_type=brand&subject_id=2')).json();
    expect(body.data.length).toBeGreaterThan(0);
    for (const row of body.data) {
      expect(row).toMatchObject({
        subject_type: 'brand',
        subject_id: 2,
        user: { id: row.user_id },
      });
    }
  });

  it('filters by user and type', async () => {
    const client = await api.as('ops');
    const body = await (await client('/api/assignees?user_id=1&type[]=owner&per_page=100')).json();
    expect(
      body.data.every(
        (row: { user_id: number; type: string }) => row.user_id === 1 && row.type === 'owner',
      ),
    ).toBe(true);
  });

  it.each([
    ['a brand user', 'brand', '/api/assignees', 403],
    ['an unknown subject type', 'ops', '/api/assignees?subject_type=planet', 422],
    ['a bad user id', 'ops', '/api/assignees?user_id=abc', 422],
  ] as const)('refuses %s', async (_label, persona, path, status) => {
    expect((await (await api.as(persona))(path)).status).toBe(status);
  });

  it('answers 401 signed out', async () => {
    expect((await api.anonymous()('/api/assignees')).status).toBe(401);
  });
});

describe('POST /api/assignees', () => {
  it('assigns, replaces the previous owner and notifies the user', async () => {
    const client = await api.as('admin');
    const messages: Array<{ channel: string; event: string }> = [];
    const unsubscribe = api.backend.bus.subscribe((message) => messages.push(message));
    const response = await client(
      '/api/assignees',
      jsonBody('POST', { user_id: 6, type: 'owner', subject_type: 'brand', subject_id: 3 }),
    );
    unsubscribe();
    expect(response.status).toBe(201);
    const { data } = await response.json();
    expect(data).toMatchObject({ user_id: 6, type: 'owner', user: { id: 6 } });
    const owners = api.backend.store.assignees
      .lookup('subject', 'brand:3')
      .filter((row) => row.type === 'owner');
    expect(owners.map((row) => row.user_id)).toEqual([6]);
    expect(messages).toEqual([
      expect.objectContaining({ channel: 'private-user.6', event: 'notification.created' }),
    ]);
  });

  it.each([
    ['nothing', {}, ['user_id', 'type', 'subject_type', 'subject_id']],
    [
      'an unknown type',
      { user_id: 6, type: 'boss', subject_type: 'brand', subject_id: 3 },
      ['type'],
    ],
    [
      'a brand user as assignee',
      { user_id: 7, type: 'owner', subject_type: 'brand', subject_id: 3 },
      ['user_id'],
    ],
    [
      'a missing subject',
      { user_id: 6, type: 'owner', subject_type: 'brand', subject_id: 99_999 },
      ['subject_id'],
    ],
    [
      'ids of the wrong type',
      { user_id: 'six', type: 'owner', subject_type: 'brand', subject_id: true },
      ['user_id', 'subject_id'],
    ],
  ])('answers 422 for %s', async (_label, payload, fields) => {
    const client = await api.as('admin');
    const before = api.backend.store.revision;
    const response = await client('/api/assignees', jsonBody('POST', payload));
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).errors)).toEqual(fields);
    expect(api.backend.store.revision).toBe(before);
  });

  it('refuses Read Only (403), signed out (401) and missing XSRF (419)', async () => {
    const payload = { user_id: 6, type: 'owner', subject_type: 'brand', subject_id: 3 };
    expect(
      (await (await api.as('readonly'))('/api/assignees', jsonBody('POST', payload))).status,
    ).toBe(403);
    const anonymous = api.anonymous();
    await anonymous.csrf();
    expect((await anonymous('/api/assignees', jsonBody('POST', payload))).status).toBe(401);
    const client = await api.as('admin');
    client.cookies.delete('XSRF-TOKEN');
    expect((await client('/api/assignees', jsonBody('POST', payload))).status).toBe(419);
  });
});

describe('DELETE /api/assignees/{id}', () => {
  it('removes an assignee', async () => {
    const client = await api.as('admin');
    const row = api.backend.store.assignees.all()[0];
    expect((await client(`/api/assignees/${row?.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(api.backend.store.assignees.get(row?.id ?? 0)).toBeUndefined();
    expect((await client(`/api/assignees/${row?.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('refuses Read Only (403), a brand user (403), signed out (401) and missing XSRF (419)', async () => {
    expect(
      (await (await api.as('readonly'))('/api/assignees/1', { method: 'DELETE' })).status,
    ).toBe(403);
    expect((await (await api.as('brand'))('/api/assignees/1', { method: 'DELETE' })).status).toBe(
      403,
    );
    const anonymous = api.anonymous();
    await anonymous.csrf();
    expect((await anonymous('/api/assignees/1', { method: 'DELETE' })).status).toBe(401);
    const client = await api.as('admin');
    client.cookies.delete('XSRF-TOKEN');
    expect((await client('/api/assignees/1', { method: 'DELETE' })).status).toBe(419);
  });
});
