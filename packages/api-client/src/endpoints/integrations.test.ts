import { describe, expect, it } from 'vitest';

import { failure, setupMockApi, signedInAs } from '../test/mockApi.ts';
import {
  createIntegration,
  deleteIntegration,
  listIntegrations,
  updateIntegration,
} from './integrations.ts';

setupMockApi();

describe('integrations', () => {
  it('lists with filters and sorts, brands filled from included', async () => {
    const { client, warnings } = await signedInAs('admin@airtime.test');
    const page = await client.request(listIntegrations, {
      query: { sort: '-name', per_page: 100 },
    });
    expect(page.data.length).toBeGreaterThan(5);
    const names = page.data.map((row) => row.name.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
    for (const row of page.data) expect(row.brand?.id).toBe(row.brand_id);
    const shopify = await client.request(listIntegrations, {
      query: { provider: ['shopify'], is_active: true },
    });
    for (const row of shopify.data)
      expect(row).toMatchObject({ provider: 'shopify', is_active: true });
    expect(warnings).toEqual([]);
  });

  it("shows brand users their brands' integrations and refuses creator users", async () => {
    const brand = await signedInAs('brand@airtime.test');
    const page = await brand.client.request(listIntegrations, { query: {} });
    expect(page.data.length).toBeGreaterThan(0);
    for (const row of page.data) expect([2, 3, 5]).toContain(row.brand_id);
    const creator = await signedInAs('creator@airtime.test');
    const error = await failure(creator.client.request(listIntegrations, { query: {} }));
    expect(error.status).toBe(403);
    expect(error.message).toBe('Creators cannot do this.');
  });

  it('creates, updates and deletes, each seen by the next read', async () => {
    const { client } = await signedInAs('admin@airtime.test');
    const created = await client.request(createIntegration, {
      body: { brand_id: 20, provider: 'partnerize' },
    });
    expect(created).toMatchObject({ brand_id: 20, provider: 'partnerize', name: 'Partnerize' });
    await client.request(updateIntegration, {
      params: { id: created.id },
      body: { name: 'Partnerize EU', is_active: false },
    });
    const afterUpdate = await client.request(listIntegrations, { query: { brand_id: 20 } });
    expect(afterUpdate.data.find((row) => row.id === created.id)).toMatchObject({
      name: 'Partnerize EU',
      is_active: false,
    });
    await client.request(deleteIntegration, { params: { id: created.id } });
    const afterDelete = await client.request(listIntegrations, { query: { brand_id: 20 } });
    expect(afterDelete.data.map((row) => row.id)).not.toContain(created.id);
  });

  it('surfaces a second integration of one provider as a field error', async () => {
    const { client } = await signedInAs('admin@airtime.test');
    await client.request(createIntegration, { body: { brand_id: 21, provider: 'impact' } });
    const error = await failure(
      client.request(createIntegration, { body: { brand_id: 21, provider: 'impact' } }),
    );
    expect(error.status).toBe(422);
    expect(error.fieldError('provider')).toBe('The brand already has a Impact integration.');
  });

  it('refuses writes to brand and Read Only users with the server message', async () => {
    const brand = await signedInAs('brand@airtime.test');
    const brandError = await failure(
      brand.client.request(updateIntegration, { params: { id: 1 }, body: { is_active: true } }),
    );
    expect(brandError.message).toBe('Only agency users can do this.');
    const readonly = await signedInAs('readonly@airtime.test');
    const error = await failure(readonly.client.request(deleteIntegration, { params: { id: 1 } }));
    expect(error.status).toBe(403);
    expect(error.message).toBe('Your account is read-only: you cannot make changes.');
  });
});
