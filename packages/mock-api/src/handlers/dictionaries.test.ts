import { describe, expect, it } from 'vitest';
import { jsonBody, useMockApi } from '../test/mockApi.ts';

const api = useMockApi();

describe('the dictionaries', () => {
  it.each([
    ['/api/countries', () => api.backend.store.countries.size],
    ['/api/categories', () => api.backend.store.categories.size],
    ['/api/industries', () => api.backend.store.industries.size],
    ['/api/languages', () => api.backend.store.languages.size],
  ])('GET %s answers the whole list on one page, by name, to any user', async (path, size) => {
    for (const persona of ['ops', 'brand', 'creator'] as const) {
      const body = await (await (await api.as(persona))(path)).json();
      expect(body.meta.total).toBe(size());
      expect(body.data).toHaveLength(size());
      expect(body.links).toEqual({ next: null, prev: null });
      const names = body.data.map((row: { name: string }) => row.name);
      expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    }
  });

  it('finds by name or code', async () => {
    const client = await api.as('ops');
    const byName = await (await client('/api/countries?s=united')).json();
    expect(byName.data.map((row: { code: string }) => row.code).sort()).toEqual(['GB', 'US']);
    const byCode = await (await client('/api/languages?code=EN,de')).json();
    expect(byCode.data.map((row: { code: string }) => row.code).sort()).toEqual(['de', 'en']);
  });

  it.each([
    ['a page too large', '/api/countries?per_page=501'],
    ['an unknown sort', '/api/industries?sort=size'],
    ['a bad id', '/api/categories?ids=x'],
  ])('answers 422 for %s', async (_label, path) => {
    expect((await (await api.as('ops'))(path)).status).toBe(422);
  });

  it('answers 401 signed out', async () => {
    expect((await api.anonymous()('/api/countries')).status).toBe(401);
  });
});

describe('/api/tags', () => {
  it('lists tags by label and searches them', async () => {
    const client = await api.as('ops');
    const body = await (await client('/api/tags')).json();
    expect(body.meta.total).toBe(api.backend.store.tags.size);
    const found = await (await client('/api/tags?s=PUSH')).json();
    expect(found.data.every((tag: { label: string }) => tag.label.includes('push'))).toBe(true);
    expect(found.data.length).toBeGreaterThan(0);
  });

  it('creates a tag by label, spaces tidied', async () => {
    const response = await (await api.as('ops'))(
      '/api/tags',
      jsonBody('POST', { label: '  Summer   promo ' }),
    );
    expect(response.status).toBe(201);
    expect((await response.json()).data).toEqual({ id: expect.any(Number), label: 'Summer promo' });
  });

  it.each([
    ['no label', {}],
    ['a label in another case', { label: 'HOLIDAY' }],
    ['a label too long', { label: 'x'.repeat(51) }],
  ])('answers 422 for %s, store unchanged', async (_label, payload) => {
    const before = api.backend.store.revision;
    const response = await (await api.as('ops'))('/api/tags', jsonBody('POST', payload));
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).errors)).toEqual(['label']);
    expect(api.backend.store.revision).toBe(before);
  });

  it.each([
    ['a brand user listing', 'brand', 'GET'],
    ['a creator user creating', 'creator', 'POST'],
    ['Read Only creating', 'readonly', 'POST'],
  ] as const)('refuses %s (403)', async (_label, persona, method) => {
    const client = await api.as(persona);
    const response = await client(
      '/api/tags',
      method === 'GET' ? {} : jsonBody('POST', { label: 'x' }),
    );
    expect(response.status).toBe(403);
  });
});
