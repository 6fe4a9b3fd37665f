import { describe, expect, it } from 'vitest';
import { createTestClient, setupMockApi, signIn, type TestClient } from '../test/mockApi.ts';
import {
  createBrandMetricType,
  deleteBrandMetricType,
  updateBrandMetricType,
} from './brandMetricTypes.ts';
import { getBrand } from './brands.ts';

const { backend } = setupMockApi();

/** The brand persona with brand 2 selected (POST /api/brand/select, another helper's call: sent raw). */
async function brandUser(): Promise<TestClient> {
  const test = createTestClient();
  await signIn(test, 'brand@airtime.test');
  const response = await test.fetch('/api/brand/select', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-xsrf-token': test.cookies.get('XSRF-TOKEN') ?? '',
    },
    body: JSON.stringify({ brand_id: 2 }),
  });
  if (!response.ok) throw new Error(`select answered ${response.status}`);
  return test;
}

const metricNames = async (test: TestClient, brandId: number) =>
  ((await test.client.request(getBrand, { params: { id: brandId } })).customMetricTypes ?? []).map(
    (metric) => metric.name,
  );

describe('brand metric types', () => {
  it('creates one for the selected brand, renames it and deletes it', async () => {
    const test = await brandUser();
    const created = await test.client.request(createBrandMetricType, {
      body: { name: 'Newsletter signups', format: 'number' },
    });
    expect(created).toMatchObject({ brand_id: 2, name: 'Newsletter signups', format: 'number' });
    expect(await metricNames(test, 2)).toContain('Newsletter signups');
    const updated = await test.client.request(updateBrandMetricType, {
      params: { id: created.id },
      body: { name: 'Signup revenue', format: 'currency' },
    });
    expect(updated).toMatchObject({ id: created.id, name: 'Signup revenue', format: 'currency' });
    await test.client.request(deleteBrandMetricType, { params: { id: created.id } });
    const names = await metricNames(test, 2);
    expect(names).not.toContain('Signup revenue');
    expect(names).not.toContain('Newsletter signups');
  });

  it('lets agency staff name the brand', async () => {
    const test = createTestClient();
    await signIn(test, 'admin@airtime.test');
    const created = await test.client.request(createBrandMetricType, {
      body: { brand_id: 4, name: 'Podcast downloads', format: 'percent' },
    });
    expect(created.brand_id).toBe(4);
    expect(await metricNames(test, 4)).toContain('Podcast downloads');
  });

  it('surfaces 422 field errors', async () => {
    const test = await brandUser();
    await test.client.request(createBrandMetricType, { body: { name: 'Clicks out' } });
    await expect(
      test.client.request(createBrandMetricType, { body: { name: 'CLICKS OUT' } }),
    ).rejects.toMatchObject({
      status: 422,
      errors: { name: ['The name has already been taken.'] },
    });
    await expect(
      test.client.request(createBrandMetricType, { body: { name: 'Elsewhere', brand_id: 4 } }),
    ).rejects.toMatchObject({
      status: 422,
      errors: { brand_id: ['The selected brand id is invalid.'] },
    });
  });

  it('refuses a Read Only user with the server’s message, another brand’s metric with 403', async () => {
    const readonly = createTestClient();
    await signIn(readonly, 'readonly@airtime.test');
    await expect(
      readonly.client.request(createBrandMetricType, { body: { name: 'Nope', brand_id: 2 } }),
    ).rejects.toMatchObject({
      status: 403,
      message: 'Your account is read-only: you cannot make changes.',
    });
    const other = backend.store.brandCustomMetricTypes
      .all()
      .find((row) => ![2, 3, 5].includes(row.brand_id));
    if (other === undefined) throw new Error('no metric type of another brand');
    const test = await brandUser();
    await expect(
      test.client.request(deleteBrandMetricType, { params: { id: other.id } }),
    ).rejects.toMatchObject({
      status: 403,
      message: 'You do not have access to this brand.',
    });
  });
});
