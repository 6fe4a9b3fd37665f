import { describe, expect, it } from 'vitest';
import { formBody, jsonBody, useMockApi } from '../test/mockApi.ts';

const api = useMockApi();
const store = () => api.backend.store;

describe('GET /api/content', () => {
  it('lists channels with their creators included', async () => {
    const body = await (await (await api.as('ops'))('/api/content?per_page=20')).json();
    expect(body.meta.total).toBe(store().channels.size);
    expect(new Set(body.included.creators.map((row: { id: number }) => row.id))).toEqual(
      new Set(body.data.map((row: { publisher_id: number }) => row.publisher_id)),
    );
  });

  it('filters by creator, content type and text, sorted by audience', async () => {
    const client = await api.as('ops');
    const body = await (
      await client('/api/content?content_type_id=1,4&sort=-subscribers_count&per_page=100')
    ).json();
    expect(
      body.data.every((row: { content_type_id: number }) => [1, 4].includes(row.content_type_id)),
    ).toBe(true);
    const counts = body.data.map((row: { subscribers_count: number }) => row.subscribers_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const mine = await (await client('/api/content?publisher_id=1&sort=id')).json();
    expect(mine.data.map((row: { id: number }) => row.id)).toEqual(
      store()
        .channels.lookup('publisher_id', 1)
        .map((row) => row.id),
    );
  });

  it('shows creator users their creators’ channels only', async () => {
    const body = await (await (await api.as('creator'))('/api/content?per_page=100')).json();
    expect(new Set(body.data.map((row: { publisher_id: number }) => row.publisher_id))).toEqual(
      new Set([1, 2]),
    );
  });

  it.each([
    ['a content type outside 1 to 12', '/api/content?content_type_id=13', 422],
    ['an unknown sort', '/api/content?sort=views', 422],
  ])('answers %s with 422', async (_label, path, status) => {
    expect((await (await api.as('ops'))(path)).status).toBe(status);
  });

  it('answers 401 signed out', async () => {
    expect((await api.anonymous()('/api/content')).status).toBe(401);
  });
});

describe('POST /api/content', () => {
  it('lets a creator user add a channel to their creator, the handle kept without @', async () => {
    const response = await (await api.as('creator'))(
      '/api/content',
      jsonBody('POST', {
        publisher_id: 2,
        content_type_id: 5,
        name: 'Behind the Scenes',
        handle: '@bts.daily',
        url: 'https://tiktok.com/@bts.daily',
        subscribers_count: 1200,
      }),
    );
    expect(response.status).toBe(201);
    expect((await response.json()).data).toMatchObject({
      publisher_id: 2,
      content_type_id: 5,
      handle: 'bts.daily',
      logo: null,
    });
  });

  it('takes a logo from form data', async () => {
    const logo = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', {
      type: 'image/svg+xml',
    });
    const response = await (await api.as('ops'))(
      '/api/content',
      formBody('POST', { publisher_id: '9', content_type_id: '3', name: 'Pod', logo }),
    );
    expect(response.status).toBe(201);
    expect((await response.json()).data.logo).toMatch(/^data:image\/svg/);
  });

  it.each([
    ['nothing', 'ops', {}, ['name', 'content_type_id', 'publisher_id']],
    [
      'another creator, for a creator user',
      'creator',
      { publisher_id: 9, content_type_id: 1, name: 'X' },
      ['publisher_id'],
    ],
    [
      'a bad url and handle',
      'ops',
      { publisher_id: 9, content_type_id: 1, name: 'X', url: 'ftp://x', handle: 'a b' },
      ['handle', 'url'],
    ],
  ] as const)('answers 422 for %s', async (_label, persona, payload, fields) => {
    const before = store().revision;
    const response = await (await api.as(persona))('/api/content', jsonBody('POST', payload));
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).errors)).toEqual(fields);
    expect(store().revision).toBe(before);
  });

  it.each(['brand', 'readonly'] as const)('refuses %s users (403)', async (persona) => {
    const response = await (await api.as(persona))(
      '/api/content',
      jsonBody('POST', { publisher_id: 1, content_type_id: 1, name: 'X' }),
    );
    expect(response.status).toBe(403);
  });
});

describe('PUT and DELETE /api/content/{id}', () => {
  it('edits a channel (also through _method=PUT) and deletes it softly', async () => {
    const channel = store().channels.lookup('publisher_id', 1)[0];
    const client = await api.as('creator');
    const response = await client(
      `/api/content/${channel?.id}`,
      formBody('POST', { _method: 'PUT', name: 'Renamed Show', subscribers_count: '42' }),
    );
    expect(response.status).toBe(200);
    expect((await response.json()).data).toMatchObject({
      name: 'Renamed Show',
      subscribers_count: 42,
    });
    expect((await client(`/api/content/${channel?.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(store().channels.getIncludingDeleted(channel?.id ?? 0)?.deleted_at).not.toBeNull();
  });

  it.each([
    [
      'a creator user, another creator’s channel',
      'creator',
      (): number | undefined => store().channels.lookup('publisher_id', 9)[0]?.id,
      403,
    ],
    ['a brand user', 'brand', () => store().channels.lookup('publisher_id', 1)[0]?.id, 403],
    ['an unknown channel', 'ops', (): number | undefined => 999_999, 404],
  ] as const)('refuses %s', async (_label, persona, id, status) => {
    const client = await api.as(persona);
    expect((await client(`/api/content/${id()}`, jsonBody('PUT', { name: 'X' }))).status).toBe(
      status,
    );
    expect((await client(`/api/content/${id()}`, { method: 'DELETE' })).status).toBe(status);
  });

  it.each([
    ['no field', {}],
    ['a negative audience', { subscribers_count: -1 }],
    ['a content type out of range', { content_type_id: 0 }],
  ])('answers 422 for %s', async (_label, payload) => {
    const channel = store().channels.all()[0];
    const response = await (await api.as('ops'))(
      `/api/content/${channel?.id}`,
      jsonBody('PUT', payload),
    );
    expect(response.status).toBe(422);
  });
});
