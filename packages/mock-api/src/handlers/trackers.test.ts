import { describe, expect, it } from 'vitest';
import { recordBus } from '../test/bus.ts';
import { jsonBody, useMockApi } from '../test/mockApi.ts';

const api = useMockApi();

type Row = { id: number; brand_id: number };

/** A production without a tracker, and its brand. */
function freeProduction() {
  const { store } = api.backend;
  const production = store.eventProductions.all().find((row) => row.tracker_id === null);
  const brandId =
    production === undefined ? null : (store.events.get(production.event_id)?.brand_id ?? null);
  if (production === undefined || brandId === null)
    throw new Error('no production without tracker');
  return { production, brandId };
}

describe('GET /api/trackers', () => {
  it('lists trackers with brands included, filtered by type', async () => {
    const body = await (
      await (
        await api.as('ops')
      )('/api/trackers?type=landing&per_page=100')
    ).json();
    expect(body.data.every((row: { type: string }) => row.type === 'landing')).toBe(true);
    expect(body.data[0]).toHaveProperty('promocode');
    expect(body.included.brands.length).toBeGreaterThan(0);
  });

  it('shows brand users their brands’ only, and refuses creators', async () => {
    const body = await (await (await api.as('brand'))('/api/trackers?per_page=100')).json();
    expect(body.data.every((row: Row) => [2, 3, 5].includes(row.brand_id))).toBe(true);
    expect((await (await api.as('creator'))('/api/trackers')).status).toBe(403);
  });

  it('answers 422 for an unknown tracker type', async () => {
    expect((await (await api.as('ops'))('/api/trackers?type=pixel')).status).toBe(422);
  });
});

describe('POST /api/trackers', () => {
  it('creates a landing tracker on a production and links it back', async () => {
    const { store } = api.backend;
    const { production, brandId } = freeProduction();
    const recorder = recordBus(api.backend.bus);
    const response = await (await api.as('ops'))(
      '/api/trackers',
      jsonBody('POST', {
        type: 'landing',
        brand_id: brandId,
        event_production_id: production.id,
        domain: 'acme.com/podcast',
        promocode: 'pod20',
      }),
    );
    recorder.stop();
    expect(response.status).toBe(201);
    const { data } = await response.json();
    expect(data).toMatchObject({
      type: 'landing',
      domain: 'acme.com/podcast',
      promocode: 'POD20',
      is_active: true,
    });
    expect(store.eventProductions.get(production.id)?.tracker_id).toBe(data.id);
    expect(recorder.messages.map((message) => message.event)).toEqual(['event-production.updated']);
  });

  it('creates a promo link tracker', async () => {
    const response = await (await api.as('ops'))(
      '/api/trackers',
      jsonBody('POST', { type: 'promo_link', brand_id: 2, link: 'https://go.example.com/x' }),
    );
    expect(response.status).toBe(201);
    expect((await response.json()).data).toMatchObject({
      type: 'promo_link',
      link: 'https://go.example.com/x',
    });
  });

  it.each([
    ['an unknown type', { type: 'pixel', brand_id: 2 }, ['type']],
    [
      'a landing tracker without domain and code',
      { type: 'landing', brand_id: 2 },
      ['domain', 'promocode'],
    ],
    ['a promo link without link', { type: 'promo_link', brand_id: 2 }, ['link']],
    [
      'a domain with a scheme',
      { type: 'landing', brand_id: 2, domain: 'https://acme.com', promocode: 'X1' },
      ['domain'],
    ],
    [
      'another brand’s production',
      { type: 'promo_link', brand_id: 999999, link: 'https://a.b', event_production_id: 999999 },
      ['brand_id', 'event_production_id'],
    ],
  ])('answers 422 for %s', async (_label, payload, fields) => {
    const before = api.backend.store.revision;
    const response = await (await api.as('ops'))('/api/trackers', jsonBody('POST', payload));
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).errors)).toEqual(fields);
    expect(api.backend.store.revision).toBe(before);
  });

  it('answers 403 for brand users', async () => {
    const response = await (await api.as('brand'))(
      '/api/trackers',
      jsonBody('POST', { type: 'promo_link', brand_id: 2, link: 'https://a.b' }),
    );
    expect(response.status).toBe(403);
  });
});

describe('PUT, DELETE /api/trackers/:id and run-check', () => {
  it('turns a landing tracker into a promo link, dropping its landing fields', async () => {
    const tracker = api.backend.store.trackers.all().find((row) => row.type === 'landing') as Row;
    const response = await (await api.as('ops'))(
      `/api/trackers/${tracker.id}`,
      jsonBody('PUT', { type: 'promo_link', link: 'https://go.example.com/new' }),
    );
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data).toMatchObject({ type: 'promo_link', link: 'https://go.example.com/new' });
    expect(data).not.toHaveProperty('domain');
    const missing = await (await api.as('ops'))(
      `/api/trackers/${tracker.id}`,
      jsonBody('PUT', { type: 'landing' }),
    );
    expect(Object.keys((await missing.json()).errors)).toEqual(['domain', 'promocode']);
  });

  it('deletes a tracker and unlinks its production', async () => {
    const { store } = api.backend;
    const production = store.eventProductions.all().find((row) => row.tracker_id !== null);
    const response = await (await api.as('ops'))(`/api/trackers/${production?.tracker_id}`, {
      method: 'DELETE',
    });
    expect(response.status).toBe(204);
    expect(store.eventProductions.get(production?.id as number)?.tracker_id).toBeNull();
  });

  it('runs a check and stamps it', async () => {
    const tracker = api.backend.store.trackers.all().find((row) => row.is_active) as Row;
    const response = await (await api.as('ops'))(`/api/tracker/${tracker.id}/run-check`, {
      method: 'POST',
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.data.last_checked_at).toBe('2026-11-20T12:00:00.000Z');
    expect(body.check).toMatchObject({ ok: true });
  });

  it('reports a failed check for an inactive tracker', async () => {
    const tracker = api.backend.store.trackers.all().find((row) => !row.is_active) as Row;
    const body = await (
      await (
        await api.as('ops')
      )(`/api/tracker/${tracker.id}/run-check`, { method: 'POST' })
    ).json();
    expect(body.check.ok).toBe(false);
  });

  it('answers 404 and 403', async () => {
    const client = await api.as('ops');
    expect(
      (await client('/api/trackers/999999', jsonBody('PUT', { is_active: false }))).status,
    ).toBe(404);
    expect((await client('/api/trackers/999999', { method: 'DELETE' })).status).toBe(404);
    expect((await client('/api/tracker/999999/run-check', { method: 'POST' })).status).toBe(404);
    const brand = await api.as('brand');
    expect((await brand('/api/tracker/1/run-check', { method: 'POST' })).status).toBe(403);
  });
});

describe('GET /api/trackers, sorts and filters', () => {
  it.each(['-created_at', 'last_checked_at', 'type'])('sorts by %s', async (sort) => {
    const response = await (await api.as('ops'))(
      `/api/trackers?sort=${sort}&is_active=1&brand_id=2`,
    );
    expect(response.status).toBe(200);
  });

  it('filters by production', async () => {
    const tracker = api.backend.store.trackers
      .all()
      .find((row) => row.event_production_id !== null);
    const body = await (
      await (
        await api.as('ops')
      )(`/api/trackers?event_production_id=${tracker?.event_production_id}`)
    ).json();
    expect(body.data.map((row: Row) => row.id)).toEqual([tracker?.id]);
  });
});
