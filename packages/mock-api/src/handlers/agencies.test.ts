import { describe, expect, it } from 'vitest';
import type { SessionFetch } from '../node/index.ts';
import { jsonBody, useMockApi } from '../test/mockApi.ts';

const api = useMockApi();

async function walk(client: SessionFetch, path: string): Promise<number[]> {
  const ids: number[] = [];
  let cursor: string | null = null;
  do {
    const separator = path.includes('?') ? '&' : '?';
    const body: { data: Array<{ id: number }>; links: { next: string | null } } = await (
      await client(
        `${path}${separator}per_page=5${cursor === null ? '' : `&cursor=${encodeURIComponent(cursor)}`}`,
      )
    ).json();
    ids.push(...body.data.map((row) => row.id));
    cursor = body.links.next;
  } while (cursor !== null);
  return ids;
}

describe('GET /api/agencies', () => {
  it('pages through every agency once, with its rep', async () => {
    const client = await api.as('ops');
    const ids = await walk(client, '/api/agencies');
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort((a, b) => a - b)).toEqual(
      api.backend.store.agencies.all().map((agency) => agency.id),
    );
    const first = await (await client('/api/agencies?sort=-name&per_page=1')).json();
    expect(first.data[0].rep).toMatchObject({
      type: 'tcp_rep',
      user: expect.objectContaining({ id: expect.any(Number) }),
    });
    expect(first.meta.total).toBe(api.backend.store.agencies.size);
  });

  it('filters by name', async () => {
    const client = await api.as('ops');
    const body = await (await client('/api/agencies?s=direct')).json();
    expect(body.data.map((agency: { id: number }) => agency.id)).toEqual([176]);
  });

  it.each([
    ['a brand user', 'brand', '/api/agencies', 403],
    ['a creator user', 'creator', '/api/agencies', 403],
    ['an unknown sort', 'ops', '/api/agencies?sort=secret', 422],
  ] as const)('refuses %s', async (_label, persona, path, status) => {
    expect((await (await api.as(persona))(path)).status).toBe(status);
  });

  it('answers 401 signed out', async () => {
    expect((await api.anonymous()('/api/agencies')).status).toBe(401);
  });
});

describe('POST /api/agencies', () => {
  it('creates an agency, assigns its rep and notifies them', async () => {
    const client = await api.as('admin');
    const published: unknown[] = [];
    const unsubscribe = api.backend.bus.subscribe((message) => published.push(message));
    const response = await client(
      '/api/agencies',
      jsonBody('POST', {
        name: 'Northwind Audio',
        website: 'https://northwind.example',
        rep_user_id: 3,
      }),
    );
    unsubscribe();
    expect(response.status).toBe(201);
    const { data } = await response.json();
    expect(data).toMatchObject({
      name: 'Northwind Audio',
      rep: { user_id: 3, type: 'tcp_rep' },
      brands: [],
    });
    expect(api.backend.store.agencies.get(data.id)?.name).toBe('Northwind Audio');
    expect(published).toEqual([
      expect.objectContaining({ channel: 'private-user.3', event: 'notification.created' }),
    ]);
  });

  it.each([
    ['no name', {}, 'name'],
    ['a name already taken', { name: 'airtime' }, 'name'],
    ['a name of the wrong type', { name: ['a'] }, 'name'],
    ['a huge name', { name: 'x'.repeat(10_000) }, 'name'],
    ['a bad website', { name: 'Ok', website: 'not a url' }, 'website'],
    ['a rep who is not agency staff', { name: 'Ok', rep_user_id: 7 }, 'rep_user_id'],
  ])('answers 422 for %s and changes nothing', async (_label, payload, field) => {
    const client = await api.as('admin');
    const before = api.backend.store.revision;
    const response = await client('/api/agencies', jsonBody('POST', payload));
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).errors)).toEqual([field]);
    expect(api.backend.store.revision).toBe(before);
  });

  it.each([
    ['Read Only', 'readonly', 403],
    ['a brand user', 'brand', 403],
  ] as const)('refuses %s with 403 and a message', async (_label, persona, status) => {
    const response = await (await api.as(persona))(
      '/api/agencies',
      jsonBody('POST', { name: 'Nope' }),
    );
    expect(response.status).toBe(status);
    expect((await response.json()).message).toEqual(expect.any(String));
  });

  it('answers 401 signed out and 419 without XSRF', async () => {
    const anonymous = api.anonymous();
    await anonymous.csrf();
    expect((await anonymous('/api/agencies', jsonBody('POST', { name: 'X' }))).status).toBe(401);
    const client = await api.as('admin');
    client.cookies.delete('XSRF-TOKEN');
    expect((await client('/api/agencies', jsonBody('POST', { name: 'X' }))).status).toBe(419);
  });
});

describe('GET and PUT /api/agencies/{id}', () => {
  it('answers one agency with its brands', async () => {
    const client = await api.as('ops');
    const { data } = await (await client('/api/agencies/38')).json();
    expect(data).toMatchObject({ id: 38, name: 'Airtime' });
    expect(data.brands.some((brand: { id: number }) => brand.id === 1)).toBe(true);
  });

  it('updates an agency and replaces its rep', async () => {
    const client = await api.as('admin');
    const response = await client(
      '/api/agencies/1',
      jsonBody('PUT', { name: 'Renamed Media', rep_user_id: 4 }),
    );
    expect(response.status).toBe(200);
    expect((await response.json()).data).toMatchObject({
      name: 'Renamed Media',
      rep: { user_id: 4 },
    });
  });

  it.each([
    ['GET', '/api/agencies/9999', undefined, 404],
    ['GET', '/api/agencies/x', undefined, 404],
    ['PUT', '/api/agencies/9999', { name: 'X' }, 404],
    ['PUT', '/api/agencies/1', { name: '' }, 422],
    ['PUT', '/api/agencies/1', { name: 'Direct' }, 422],
    ['PUT', '/api/agencies/1', { website: 12 }, 422],
  ] as const)('%s %s answers %i', async (method, path, payload, status) => {
    const client = await api.as('admin');
    const response = await client(
      path,
      payload === undefined ? { method } : jsonBody(method, payload),
    );
    expect(response.status).toBe(status);
  });

  it('refuses Read Only (403), signed out (401) and missing XSRF (419)', async () => {
    expect(
      (await (await api.as('readonly'))('/api/agencies/1', jsonBody('PUT', { name: 'X' }))).status,
    ).toBe(403);
    const anonymous = api.anonymous();
    await anonymous.csrf();
    expect((await anonymous('/api/agencies/1', jsonBody('PUT', { name: 'X' }))).status).toBe(401);
    expect((await anonymous('/api/agencies/1')).status).toBe(401);
    const client = await api.as('admin');
    client.cookies.delete('XSRF-TOKEN');
    expect((await client('/api/agencies/1', jsonBody('PUT', { name: 'X' }))).status).toBe(419);
  });
});
