import { describe, expect, it } from 'vitest';
import { jsonBody, useMockApi } from '../test/mockApi.ts';

const api = useMockApi();

type Row = { id: number; publisher_id: number; is_primary: boolean; type: number };

describe('GET /api/payment_preferences', () => {
  it('lists a creator’s preferences with the creator included', async () => {
    const body = await (
      await (
        await api.as('ops')
      )('/api/payment_preferences?publishers=1')
    ).json();
    expect(body.data.map((row: Row) => row.id)).toEqual(
      api.backend.store.paymentPreferences.lookup('publisher_id', 1).map((row) => row.id),
    );
    expect(body.included.creators.map((row: Row) => row.id)).toEqual([1]);
  });

  it('shows creator users their own creators’ only, and refuses brand users', async () => {
    const body = await (
      await (
        await api.as('creator')
      )('/api/payment_preferences?per_page=100')
    ).json();
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((row: Row) => [1, 2].includes(row.publisher_id))).toBe(true);
    expect((await (await api.as('brand'))('/api/payment_preferences')).status).toBe(403);
  });

  it('answers 422 for a type outside 0..4', async () => {
    expect((await (await api.as('ops'))('/api/payment_preferences?type=5')).status).toBe(422);
  });
});

describe('PUT /api/payment_preferences/:id', () => {
  it('lets a creator change their own preference and make another primary', async () => {
    const { store } = api.backend;
    const client = await api.as('creator');
    const current = store.paymentPreferences
      .lookup('publisher_id', 1)
      .find((row) => row.is_primary) as Row;
    const changed = await client(
      `/api/payment_preferences/${current.id}`,
      jsonBody('PUT', { type: 2, details: 'cory@paypal.test', payee_name: 'Cory Creator' }),
    );
    expect(changed.status).toBe(200);
    expect((await changed.json()).data).toMatchObject({ type: 2, details: 'cory@paypal.test' });

    const other = await (await api.as('ops'))(
      `/api/payment_preferences/${current.id}`,
      jsonBody('PUT', { is_primary: false }),
    );
    expect(other.status).toBe(422);
  });

  it('moves the primary flag', async () => {
    const { store } = api.backend;
    const creator = store.creators
      .all()
      .find((row) => store.paymentPreferences.lookup('publisher_id', row.id).length > 1);
    const [first, second] = store.paymentPreferences.lookup('publisher_id', creator?.id as number);
    const target = first?.is_primary ? second : first;
    const response = await (await api.as('ops'))(
      `/api/payment_preferences/${target?.id}`,
      jsonBody('PUT', { is_primary: true }),
    );
    expect(response.status).toBe(200);
    expect(
      store.paymentPreferences
        .lookup('publisher_id', creator?.id as number)
        .filter((row) => row.is_primary),
    ).toHaveLength(1);
  });

  it.each([
    ['a type outside 0..4', { type: 7 }, ['type']],
    ['nothing', {}, ['fields']],
  ])('answers 422 for %s', async (_label, payload, fields) => {
    const response = await (await api.as('ops'))(
      '/api/payment_preferences/1',
      jsonBody('PUT', payload),
    );
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).errors)).toEqual(fields);
  });

  it('answers 404, and 403 for another creator’s and for brand users', async () => {
    const { store } = api.backend;
    expect(
      (await (await api.as('ops'))('/api/payment_preferences/999999', jsonBody('PUT', { type: 1 })))
        .status,
    ).toBe(404);
    const foreign = store.paymentPreferences
      .all()
      .find((row) => ![1, 2].includes(row.publisher_id)) as Row;
    expect(
      (
        await (
          await api.as('creator')
        )(`/api/payment_preferences/${foreign.id}`, jsonBody('PUT', { type: 1 }))
      ).status,
    ).toBe(403);
    expect(
      (
        await (
          await api.as('brand')
        )(`/api/payment_preferences/${foreign.id}`, jsonBody('PUT', { type: 1 }))
      ).status,
    ).toBe(403);
  });
});

describe('GET /api/payment_preferences, sorts and filters', () => {
  it.each(['-created_at', 'type', '-is_primary'])('sorts by %s', async (sort) => {
    const response = await (await api.as('ops'))(
      `/api/payment_preferences?sort=${sort}&is_primary=1&type=2,4`,
    );
    expect(response.status).toBe(200);
  });
});
