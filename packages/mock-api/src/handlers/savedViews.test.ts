import { describe, expect, it } from 'vitest';
import type { PersonaKey } from '../seed/personas.ts';
import { jsonBody, useMockApi } from '../test/mockApi.ts';

const api = useMockApi();

const VIEW = {
  list: 'agency-planning',
  name: 'Urgent',
  query: 'sort=-ends_at&filter.priority=urgent',
  version: 2,
};

async function save(persona: PersonaKey = 'admin', body: Record<string, unknown> = {}) {
  return (await api.as(persona))('/api/saved-views', jsonBody('POST', { ...VIEW, ...body }));
}

async function listOf(persona: PersonaKey, list = 'agency-planning') {
  const response = await (await api.as(persona))(`/api/saved-views?list=${list}`);
  expect(response.status).toBe(200);
  return (await response.json()).data as { id: number; name: string; is_default: boolean }[];
}

describe('POST /api/saved-views', () => {
  it('saves the payload as sent, not the default, without its owner', async () => {
    const response = await save();
    expect(response.status).toBe(201);
    const { data } = await response.json();
    expect(data).toEqual({
      id: expect.any(Number),
      ...VIEW,
      is_default: false,
      created_at: '2026-11-20T12:00:00.000Z',
      updated_at: '2026-11-20T12:00:00.000Z',
    });
  });

  it('writes the newest version and an empty query when they are left out', async () => {
    const { data } = await (await save('admin', { version: undefined, query: undefined })).json();
    expect(data).toMatchObject({ version: 2, query: '' });
  });

  it.each([
    ['no name', { name: '  ' }, 'name', 'The name field is required.'],
    [
      'a name over 60 characters',
      { name: 'x'.repeat(61) },
      'name',
      'The name field must not be greater than 60 characters.',
    ],
    ['no list', { list: undefined }, 'list', 'The list field is required.'],
    ['a list that is not a name', { list: 'a list' }, 'list', 'The list field must name a list.'],
    [
      'a query over 2,000 characters',
      { query: 'x'.repeat(2001) },
      'query',
      'The query field must not be greater than 2000 characters.',
    ],
    ['an unknown version', { version: 3 }, 'version', 'The selected version is invalid.'],
    [
      'a default that is not yes or no',
      { is_default: 'maybe' },
      'is_default',
      'The is default field must be true or false.',
    ],
  ])('answers 422 for %s', async (_case, body, field, message) => {
    const response = await save('admin', body);
    expect(response.status).toBe(422);
    expect((await response.json()).errors[field]).toEqual([message]);
  });

  it('refuses a name the user already has on the list, in any case, but not on another list', async () => {
    await save();
    const again = await save('admin', { name: ' urgent ' });
    expect(again.status).toBe(422);
    expect((await again.json()).errors.name).toEqual([
      'You already have a view named “urgent” on this list.',
    ]);
    expect((await save('admin', { list: 'agency-production' })).status).toBe(201);
    expect((await save('ops')).status).toBe(201);
  });

  it('refuses a 51st view on a list', async () => {
    const client = await api.as('ops');
    for (let index = 1; index <= 50; index += 1)
      expect(
        (await client('/api/saved-views', jsonBody('POST', { ...VIEW, name: `View ${index}` })))
          .status,
      ).toBe(201);
    const response = await client(
      '/api/saved-views',
      jsonBody('POST', { ...VIEW, name: 'One more' }),
    );
    expect(response.status).toBe(422);
    expect((await response.json()).errors.name).toEqual([
      'You have 50 views on this list: delete one to save another.',
    ]);
  });

  it.each<[PersonaKey]>([['readonly'], ['brand'], ['creator'], ['prospector']])(
    '%s keeps views of their own',
    async (persona) => {
      expect((await save(persona)).status).toBe(201);
      expect((await listOf(persona)).map((view) => view.name)).toEqual(['Urgent']);
    },
  );

  it('needs a session', async () => {
    const response = await api.anonymous()('/api/saved-views?list=agency-planning');
    expect(response.status).toBe(401);
  });
});

describe('GET /api/saved-views', () => {
  it('lists only the user’s views of that list, by name', async () => {
    await save('admin', { name: 'b view' });
    await save('admin', { name: 'A view' });
    await save('admin', { name: 'Elsewhere', list: 'agency-production' });
    await save('ops', { name: 'Not mine' });
    expect((await listOf('admin')).map((view) => view.name)).toEqual(['A view', 'b view']);
  });

  it('gives the seeded version 1 view to admin@ only', async () => {
    const [view] = await listOf('admin', 'agency-brands');
    expect(view).toMatchObject({ name: 'Biggest active brands', version: 1 });
    expect(await listOf('superadmin', 'agency-brands')).toEqual([]);
  });

  it('needs a list', async () => {
    const response = await (await api.as('admin'))('/api/saved-views');
    expect(response.status).toBe(422);
    expect((await response.json()).errors.list).toEqual(['The list field is required.']);
  });
});

describe('PUT and DELETE /api/saved-views/{id}', () => {
  it('renames a view, refusing a name another of the list has', async () => {
    const client = await api.as('admin');
    const { data: first } = await (await save()).json();
    await save('admin', { name: 'Other' });
    const clash = await client(`/api/saved-views/${first.id}`, jsonBody('PUT', { name: 'other' }));
    expect(clash.status).toBe(422);
    const renamed = await client(
      `/api/saved-views/${first.id}`,
      jsonBody('PUT', { name: 'URGENT' }),
    );
    expect((await renamed.json()).data).toMatchObject({ name: 'URGENT', query: VIEW.query });
  });

  it('keeps one default per list: setting one clears the other, clearing leaves none', async () => {
    const client = await api.as('admin');
    const { data: first } = await (await save('admin', { is_default: true })).json();
    const { data: second } = await (await save('admin', { name: 'Second' })).json();
    await save('admin', { name: 'Elsewhere', list: 'agency-production', is_default: true });
    await client(`/api/saved-views/${second.id}`, jsonBody('PUT', { is_default: true }));
    expect((await listOf('admin')).map((view) => [view.id, view.is_default])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    expect((await listOf('admin', 'agency-production'))[0]?.is_default).toBe(true);
    await client(`/api/saved-views/${second.id}`, jsonBody('PUT', { is_default: false }));
    expect((await listOf('admin')).some((view) => view.is_default)).toBe(false);
  });

  it('writes a new query in the newest version', async () => {
    const client = await api.as('admin');
    const [old] = await listOf('admin', 'agency-brands');
    const response = await client(
      `/api/saved-views/${old?.id}`,
      jsonBody('PUT', { query: 'filter.is_active=true' }),
    );
    expect((await response.json()).data).toMatchObject({
      version: 2,
      query: 'filter.is_active=true',
    });
  });

  it('asks for something to change', async () => {
    const { data } = await (await save()).json();
    const response = await (await api.as('admin'))(
      `/api/saved-views/${data.id}`,
      jsonBody('PUT', {}),
    );
    expect(response.status).toBe(422);
  });

  it('deletes a view', async () => {
    const { data } = await (await save()).json();
    const response = await (await api.as('admin'))(`/api/saved-views/${data.id}`, {
      method: 'DELETE',
    });
    expect(response.status).toBe(204);
    expect(await listOf('admin')).toEqual([]);
  });

  it.each([
    ['PUT', jsonBody('PUT', { name: 'Mine now' })],
    ['DELETE', { method: 'DELETE' }],
  ])('answers 404 to %s on another user’s view, which stays as it was', async (_method, init) => {
    const { data } = await (await save()).json();
    const response = await (await api.as('ops'))(`/api/saved-views/${data.id}`, init);
    expect(response.status).toBe(404);
    expect((await response.json()).message).toBe(`Saved view ${data.id} not found.`);
    expect((await listOf('admin')).map((view) => view.name)).toEqual(['Urgent']);
  });
});
