import { describe, expect, it } from 'vitest';
import { jsonBody, useMockApi } from '../test/mockApi.ts';

const api = useMockApi();

describe('POST /__mock/reset', () => {
  it('reseeds from a scale and seed, with no session or XSRF', async () => {
    const response = await api.anonymous()(
      '/__mock/reset',
      jsonBody('POST', { scale: 'default', seed: 99, referenceDate: '2026-01-15' }),
    );
    expect(response.status).toBe(200);
    expect((await response.json()).data).toMatchObject({
      scale: 'default',
      seed: 99,
      referenceDate: '2026-01-15',
    });
    expect(api.backend.store.seedInfo.seed).toBe(99);
  });

  it.each([
    [{ scale: 'huge' }, 'scale'],
    [{ seed: -1 }, 'seed'],
    [{ referenceDate: '15/01/2026' }, 'referenceDate'],
  ])('answers 422 for %j', async (payload, field) => {
    const response = await api.anonymous()('/__mock/reset', jsonBody('POST', payload));
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).errors)).toEqual([field]);
  });
});

describe('POST /__mock/faults', () => {
  it('expireCsrf: the next unsafe request gets one 419, then a fresh token works', async () => {
    const client = await api.as('admin');
    await api.anonymous()('/__mock/faults', jsonBody('POST', { expireCsrf: true }));
    expect((await client('/api/brand/select', jsonBody('POST', { brand_id: 2 }))).status).toBe(419);
    expect((await client('/api/brand/select', jsonBody('POST', { brand_id: 2 }))).status).toBe(419);
    await client.csrf();
    expect((await client('/api/brand/select', jsonBody('POST', { brand_id: 2 }))).status).toBe(200);
  });

  it('expireSession: the next request gets 401 and the session is over', async () => {
    const client = await api.as('admin');
    await api.anonymous()('/__mock/faults', jsonBody('POST', { expireSession: true }));
    expect((await client('/api/user')).status).toBe(401);
    expect((await client('/api/user')).status).toBe(401);
    expect(api.backend.faults.expireSession).toBe(false);
  });

  // The same fault set both ways: over HTTP (browsers, e2e) and on the backend (tests in Node).
  it.each([
    [
      'POST /__mock/faults',
      async () => {
        const response = await api.anonymous()(
          '/__mock/faults',
          jsonBody('POST', { endImpersonation: true }),
        );
        expect(response.status).toBe(200);
        expect((await response.json()).data).toMatchObject({ endImpersonation: true });
      },
    ],
    ['backend.setFaults', async () => api.backend.setFaults({ endImpersonation: true })],
  ])(
    'endImpersonation through %s: the next impersonated request gets 403 with type impersonation and the impersonation is over',
    async (_way, setFault) => {
      const client = await api.as('superadmin');
      const { token } = await (await client('/api/impersonate/3', { method: 'POST' })).json();
      const impersonated = { headers: { 'x-impersonate-token': token } };
      await setFault();
      expect(api.backend.faults.endImpersonation).toBe(true);
      // A request that is not impersonating is not the one the fault waits for.
      expect((await (await client('/api/user')).json()).data.id).toBe(1);
      const response = await client('/api/user', impersonated);
      expect(response.status).toBe(403);
      expect((await response.json()).type).toBe('impersonation');
      expect(api.backend.faults.endImpersonation).toBe(false);
      expect((await client('/api/user', impersonated)).status).toBe(403);
      expect(api.backend.auth.impersonations.size).toBe(0);
    },
  );

  it('errorRate 1 answers 500 everywhere but the control endpoints; {} clears it', async () => {
    const client = await api.as('admin');
    await api.anonymous()('/__mock/faults', jsonBody('POST', { errorRate: 1 }));
    const failed = await client('/api/user');
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ message: 'Server Error' });
    expect((await api.anonymous()('/__mock/faults', jsonBody('POST', {}))).status).toBe(200);
    expect((await client('/api/user')).status).toBe(200);
  });

  it('latencyMs delays answers', async () => {
    const client = await api.as('admin');
    await api.anonymous()('/__mock/faults', jsonBody('POST', { latencyMs: 120 }));
    const started = performance.now();
    await client('/api/user');
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
  });

  it.each([
    [{ errorRate: 2 }, 'errorRate'],
    [{ latencyMs: -5 }, 'latencyMs'],
    [{ expireCsrf: 'soon' }, 'expireCsrf'],
  ])('answers 422 for %j', async (payload, field) => {
    const response = await api.anonymous()('/__mock/faults', jsonBody('POST', payload));
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).errors)).toEqual([field]);
  });
});

describe('POST /__mock/broadcast', () => {
  it('publishes on the bus', async () => {
    const received: unknown[] = [];
    const unsubscribe = api.backend.bus.subscribe(
      (message) => received.push(message),
      'private-agency',
    );
    const response = await api.anonymous()(
      '/__mock/broadcast',
      jsonBody('POST', { channel: 'private-agency', event: 'campaign.updated', data: { id: 1 } }),
    );
    unsubscribe();
    expect(response.status).toBe(202);
    expect(received).toEqual([
      { channel: 'private-agency', event: 'campaign.updated', data: { id: 1 } },
    ]);
  });

  it('answers 422 without a channel', async () => {
    expect(
      (await api.anonymous()('/__mock/broadcast', jsonBody('POST', { event: 'x' }))).status,
    ).toBe(422);
  });
});

describe('GET /__mock/health', () => {
  it('says what is loaded', async () => {
    const { data } = await (await api.anonymous()('/__mock/health')).json();
    expect(data).toMatchObject({ ok: true, scale: 'default', seed: 7 });
  });
});

describe('POST /__mock/thread-history', () => {
  it("replaces a thread's messages with a long history ending now, paged by the messages call", async () => {
    const response = await api.anonymous()(
      '/__mock/thread-history',
      jsonBody('POST', { subject_type: 'brand', subject_id: 2, visibility: 'brand', count: 5000 }),
    );
    expect(response.status).toBe(200);
    const { thread_id: threadId } = (await response.json()).data;
    const client = await api.as('brand');
    const page = await (await client(`/api/threads/${threadId}/messages`)).json();
    expect(page.data).toHaveLength(page.meta.per_page);
    expect(page.data[0].body).toMatch(/\(#5000\)$/);
    expect(page.data.at(-1).body).toMatch(new RegExp(`\\(#${5001 - page.meta.per_page}\\)$`));
    expect(api.backend.store.messages.lookup('thread_id', threadId)).toHaveLength(5000);
  });

  it.each([
    [
      { subject_type: 'brand', subject_id: 999_999, visibility: 'internal', count: 1 },
      'subject_id',
    ],
    [{ subject_type: 'brand', subject_id: 2, visibility: 'public', count: 1 }, 'visibility'],
    [{ subject_type: 'brand', subject_id: 2, visibility: 'internal', count: 50_000 }, 'count'],
  ])('answers 422 for %j', async (payload, field) => {
    const response = await api.anonymous()('/__mock/thread-history', jsonBody('POST', payload));
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).errors)).toEqual([field]);
  });
});
