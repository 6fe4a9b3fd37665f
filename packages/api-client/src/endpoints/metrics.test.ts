import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/ApiError.ts';
import { createTestClient, setupMockApi, signIn } from '../test/mockApi.ts';
import { sendPageMetrics } from './metrics.ts';

const mock = setupMockApi();

describe('sendPageMetrics', () => {
  it('stores the report with the signed-in user', async () => {
    const test = createTestClient();
    await signIn(test, 'brand@airtime.test');
    const before = mock.backend.store.pageMetrics.all().length;
    const body = {
      url: '/brand/home',
      ip: '203.0.113.7',
      metrics: [
        { name: 'cls', value: 1234 },
        { name: 'lcp', value: 1830 },
        { name: 'page_load_cold', value: 2400 },
      ],
    };
    await expect(test.client.request(sendPageMetrics, { body })).resolves.toBeUndefined();
    const rows = mock.backend.store.pageMetrics.all();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({ ...body, user_id: 7 });
  });

  it('is open without a session, with a null ip', async () => {
    const { client } = createTestClient();
    await client.request(sendPageMetrics, {
      body: { url: '/login', ip: null, metrics: [{ name: 'lcp', value: 900 }] },
    });
    expect(mock.backend.store.pageMetrics.all().at(-1)).toMatchObject({ ip: null, user_id: null });
  });

  it('surfaces an unknown metric name as a field error', async () => {
    const { client } = createTestClient();
    const error = await client
      .request(sendPageMetrics, {
        body: { url: '/brand/home', ip: null, metrics: [{ name: 'fid', value: 3 }] },
      })
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).fieldError('metrics.0.name')).toBeDefined();
  });
});
