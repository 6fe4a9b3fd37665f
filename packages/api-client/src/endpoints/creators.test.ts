import type { Creator } from '@airtime/domain';
import { beforeEach, describe, expect, it } from 'vitest';

import { failure, REFERENCE_DATE, setupMockApi, signedInAs } from '../test/mockApi.ts';
import { listChannels } from './content.ts';
import {
  type CreatorListQuery,
  createCreator,
  deleteCreator,
  getCreator,
  listCreators,
  updateCreator,
} from './creators.ts';

const { backend } = setupMockApi();
beforeEach(() => backend.reset({ seed: 1, referenceDate: REFERENCE_DATE }));

type Client = Awaited<ReturnType<typeof signedInAs>>['client'];

async function walk(client: Client, query: CreatorListQuery): Promise<Creator[]> {
  const rows: Creator[] = [];
  let cursor: string | null | undefined;
  do {
    const page = await client.request(listCreators, {
      query: cursor == null ? query : { ...query, cursor },
    });
    rows.push(...page.data);
    cursor = page.links.next;
  } while (cursor !== null);
  return rows;
}

const live = () => backend.store.creators.all();
const ids = (rows: readonly { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);

describe('listCreators', () => {
  it('decodes creators with their channels embedded', async () => {
    const test = await signedInAs('admin@airtime.test');
    const page = await test.client.request(listCreators, { query: { per_page: 25 } });
    expect(page.data).toHaveLength(25);
    expect(page.meta.total).toBe(live().length);
    for (const creator of page.data) {
      expect(creator.channels?.every((channel) => channel.publisher_id === creator.id)).toBe(true);
    }
    expect(page.data.some((creator) => (creator.channels?.length ?? 0) > 0)).toBe(true);
    expect(test.warnings).toEqual([]);
  });

  it('applies the filters the fake reads', async () => {
    const test = await signedInAs('admin@airtime.test');
    const converted = await walk(test.client, { converted: true, per_page: 100 });
    expect(converted.length).toBeGreaterThan(0);
    expect(ids(converted)).toEqual(ids(live().filter((row) => row.converted)));

    const cm = live().find((row) => row.rep_cm !== null)?.rep_cm as number;
    const ofCm = await walk(test.client, { rep_cm: [cm], per_page: 100 });
    expect(ids(ofCm)).toEqual(ids(live().filter((row) => row.rep_cm === cm)));

    const withBrand2 = await walk(test.client, { brand_id: 2, per_page: 100 });
    const partners = new Set(
      backend.store.relationships.lookup('brand_id', 2).map((row) => row.publisher_id),
    );
    expect(ids(withBrand2)).toEqual(ids(live().filter((row) => partners.has(row.id))));

    const sample = live()[5] as Creator;
    const byName = await walk(test.client, { s: sample.name.slice(0, 6) });
    expect(byName.map((row) => row.id)).toContain(sample.id);
  });

  it('sorts and pages without repeats', async () => {
    const test = await signedInAs('admin@airtime.test');
    const rows = await walk(test.client, { sort: '-created_at', per_page: 100 });
    expect(rows).toHaveLength(live().length);
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    const created = rows.map((row) => row.created_at);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('shows a creator user their own creators only', async () => {
    const test = await signedInAs('creator@airtime.test');
    const page = await test.client.request(listCreators);
    expect(ids(page.data)).toEqual([1, 2]);
  });
});

describe('getCreator', () => {
  it('gives agency staff payment preferences and threads, brand users the list shape', async () => {
    const admin = await signedInAs('admin@airtime.test');
    const full = await admin.client.request(getCreator, { params: { id: 1 } });
    expect(full.id).toBe(1);
    expect(Array.isArray(full.paymentPreferences)).toBe(true);
    expect(Array.isArray(full.threads)).toBe(true);
    const partnerId = backend.store.relationships.lookup('brand_id', 2)[0]?.publisher_id as number;
    const brand = await signedInAs('brand@airtime.test');
    const bare = await brand.client.request(getCreator, { params: { id: partnerId } });
    expect(bare.paymentPreferences).toBeUndefined();
    expect(Array.isArray(bare.channels)).toBe(true);
  });
});

describe('creator writes', () => {
  it('creates a creator with a logo, then updates it (form data, _method=PUT)', async () => {
    const test = await signedInAs('admin@airtime.test');
    const created = await test.client.request(createCreator, {
      body: {
        name: 'Test Creator',
        outreach_emails: ['a@example.com', 'b@example.com'],
        rep_cm: 2,
        converted: true,
        logo: new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' }),
      },
    });
    expect(created).toMatchObject({
      name: 'Test Creator',
      outreach_emails: ['a@example.com', 'b@example.com'],
      rep_cm: 2,
      rep_tcp: null,
      converted: true,
    });
    expect(created.logo).toMatch(/^data:image\/svg\+xml/);
    const updated = await test.client.request(updateCreator, {
      params: { id: created.id },
      body: { name: 'Renamed Creator', rep_cm: null, converted: false },
    });
    expect(updated).toMatchObject({ name: 'Renamed Creator', rep_cm: null, converted: false });
    const read = await test.client.request(getCreator, { params: { id: created.id } });
    expect(read.name).toBe('Renamed Creator');
  });

  it('surfaces 422 per field', async () => {
    const test = await signedInAs('admin@airtime.test');
    const error = await failure(
      test.client.request(createCreator, { body: { name: '', outreach_emails: ['nope'] } }),
    );
    expect(error.status).toBe(422);
    expect(error.fieldError('name')).toBe('The name field is required.');
    expect(error.fieldError('outreach_emails')).toMatch(/valid email/);
    const rep = await failure(
      test.client.request(updateCreator, { params: { id: 1 }, body: { rep_tcp: 7 } }),
    );
    expect(rep.fieldError('rep_tcp')).toBe('The selected rep tcp is invalid.');
  });

  it('deletes a creator with its channels', async () => {
    const test = await signedInAs('admin@airtime.test');
    await test.client.request(deleteCreator, { params: { id: 3 } });
    await expect(test.client.request(getCreator, { params: { id: 3 } })).rejects.toMatchObject({
      status: 404,
    });
    const channels = await test.client.request(listChannels, { query: { publisher_id: 3 } });
    expect(channels.data).toEqual([]);
  });

  it('refuses creator users and Read Only users with the server message', async () => {
    const creator = await signedInAs('creator@airtime.test');
    await expect(
      creator.client.request(updateCreator, { params: { id: 1 }, body: { name: 'Mine' } }),
    ).rejects.toMatchObject({ status: 403, message: 'Only agency users can do this.' });
    const readonly = await signedInAs('readonly@airtime.test');
    await expect(
      readonly.client.request(createCreator, { body: { name: 'Nope' } }),
    ).rejects.toMatchObject({
      status: 403,
      message: 'Your account is read-only: you cannot make changes.',
    });
  });
});
