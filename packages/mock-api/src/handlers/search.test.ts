import { describe, expect, it } from 'vitest';
import { useMockApi } from '../test/mockApi.ts';

const api = useMockApi();

describe('GET /api/navigation-search', () => {
  it('finds records of every type with the matched runs', async () => {
    const client = await api.as('ops');
    const body = await (await client('/api/navigation-search?s=airtime')).json();
    const types = new Set(body.data.map((result: { type: string }) => result.type));
    expect(types.has('brand') && types.has('agency')).toBe(true);
    const brand = body.data.find(
      (result: { type: string; id: number }) => result.type === 'brand' && result.id === 1,
    );
    expect(brand).toMatchObject({
      name: 'Airtime',
      airtime_customer: true,
      matches_position: { name: [{ start: 0, length: 7 }] },
    });
    for (const result of body.data) {
      for (const { start, length } of result.matches_position.name ?? []) {
        expect(result.name.slice(start, start + length).toLowerCase()).toBe('airtime');
      }
    }
  });

  it('narrows to one type with search_by', async () => {
    const client = await api.as('ops');
    const creator = api.backend.store.creators.get(10);
    const word = creator?.name.split(' ')[0] ?? 'a';
    const body = await (
      await client(`/api/navigation-search?s=${encodeURIComponent(word)}&search_by[]=creator`)
    ).json();
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((result: { type: string }) => result.type === 'creator')).toBe(true);
    expect(body.data.length).toBeLessThanOrEqual(10);
  });

  it('marks channel results with their creator and platform', async () => {
    const client = await api.as('ops');
    const channel = api.backend.store.channels.get(1);
    const body = await (
      await client(
        `/api/navigation-search?s=${encodeURIComponent(channel?.name ?? '')}&search_by=channel`,
      )
    ).json();
    expect(body.data[0]).toMatchObject({
      type: 'channel',
      publisher_id: channel?.publisher_id,
      content_type_id: channel?.content_type_id,
    });
  });

  it('answers nothing for empty text', async () => {
    const body = await (await (await api.as('ops'))('/api/navigation-search?s=')).json();
    expect(body.data).toEqual([]);
  });

  it.each([
    ['a brand user', 'brand', '/api/navigation-search?s=a', 403],
    [
      'two search_by types',
      'ops',
      '/api/navigation-search?s=a&search_by[]=brand&search_by[]=agency',
      422,
    ],
    ['an unknown type', 'ops', '/api/navigation-search?s=a&search_by=planet', 422],
    ['text too long', 'ops', `/api/navigation-search?s=${'x'.repeat(256)}`, 422],
  ] as const)('refuses %s', async (_label, persona, path, status) => {
    expect((await (await api.as(persona))(path)).status).toBe(status);
  });

  it('answers 401 signed out', async () => {
    expect((await api.anonymous()('/api/navigation-search?s=a')).status).toBe(401);
  });
});

describe('GET /api/brand/navigation-search', () => {
  it('covers creators and channels only', async () => {
    const body = await (
      await (
        await api.as('brand')
      )('/api/brand/navigation-search?s=a&limit=50')
    ).json();
    expect(body.data.length).toBeGreaterThan(0);
    expect(new Set(body.data.map((result: { type: string }) => result.type))).toEqual(
      new Set(['creator', 'channel']),
    );
  });

  it.each([
    ['a creator user', 'creator', '/api/brand/navigation-search?s=a', 403],
    ['a bad limit', 'brand', '/api/brand/navigation-search?s=a&limit=0', 422],
  ] as const)('refuses %s', async (_label, persona, path, status) => {
    expect((await (await api.as(persona))(path)).status).toBe(status);
  });

  it('answers 401 signed out', async () => {
    expect((await api.anonymous()('/api/brand/navigation-search?s=a')).status).toBe(401);
  });
});
