import type { PaymentPreference } from '@airtime/domain';
import { describe, expect, it } from 'vitest';
import type { ListPage } from '../decode/decoders.ts';

import { failure, setupMockApi, signedInAs } from '../test/mockApi.ts';
import { listPaymentPreferences, updatePaymentPreference } from './paymentPreferences.ts';

setupMockApi();

describe('payment preferences', () => {
  it('lists by creator and type, sorted', async () => {
    const { client, warnings } = await signedInAs('admin@airtime.test');
    const page = await client.request(listPaymentPreferences, {
      query: { type: [1, 2], sort: '-type', per_page: 100 },
    });
    expect(page.data.length).toBeGreaterThan(10);
    const types = page.data.map((row) => row.type);
    expect(types).toEqual([...types].sort((a, b) => b - a));
    for (const type of types) expect([1, 2]).toContain(type);
    const own = await client.request(listPaymentPreferences, { query: { publishers: [1, 2] } });
    for (const row of own.data) expect([1, 2]).toContain(row.publisher_id);
    expect(warnings).toEqual([]);
  });

  it('pages by cursor without repeats', async () => {
    const { client } = await signedInAs('admin@airtime.test');
    const ids: number[] = [];
    let cursor: string | null = null;
    let total = 0;
    do {
      const page: ListPage<PaymentPreference> = await client.request(listPaymentPreferences, {
        query: { per_page: 100, ...(cursor === null ? {} : { cursor }) },
      });
      total = page.meta.total;
      ids.push(...page.data.map((row) => row.id));
      cursor = page.links.next;
    } while (cursor !== null);
    expect(total).toBeGreaterThan(100);
    expect(new Set(ids).size).toBe(total);
  });

  it("shows creator users their creators' preferences and brand users none", async () => {
    const creator = await signedInAs('creator@airtime.test');
    const page = await creator.client.request(listPaymentPreferences, { query: {} });
    expect(page.data.length).toBeGreaterThan(0);
    for (const row of page.data) expect([1, 2]).toContain(row.publisher_id);
    const brand = await signedInAs('brand@airtime.test');
    const error = await failure(brand.client.request(listPaymentPreferences, { query: {} }));
    expect(error.status).toBe(403);
    expect(error.message).toBe('Brand users cannot see payment preferences.');
  });

  it('makes one primary, which unsets the others, and refuses unsetting the primary', async () => {
    const { client } = await signedInAs('admin@airtime.test');
    const page = await client.request(listPaymentPreferences, { query: { per_page: 100 } });
    const byCreator = new Map<number, PaymentPreference[]>();
    for (const row of page.data)
      byCreator.set(row.publisher_id, [...(byCreator.get(row.publisher_id) ?? []), row]);
    const rows = [...byCreator.values()].find((list) => list.length > 1) ?? [];
    const other = rows.find((row) => !row.is_primary);
    if (other === undefined) throw new Error('No creator with two preferences');
    const updated = await client.request(updatePaymentPreference, {
      params: { id: other.id },
      body: { is_primary: true, payee_name: 'Studio LLC' },
    });
    expect(updated).toMatchObject({ is_primary: true, payee_name: 'Studio LLC' });
    const after = await client.request(listPaymentPreferences, {
      query: { publishers: other.publisher_id },
    });
    expect(after.data.filter((row) => row.is_primary).map((row) => row.id)).toEqual([other.id]);
    const error = await failure(
      client.request(updatePaymentPreference, {
        params: { id: other.id },
        body: { is_primary: false },
      }),
    );
    expect(error.status).toBe(422);
    expect(error.fieldError('is_primary')).toBe('Make another payment preference primary instead.');
  });

  it("lets creator users change their own creators' preferences only", async () => {
    const { client } = await signedInAs('creator@airtime.test');
    const [own] = (await client.request(listPaymentPreferences, { query: { publishers: 1 } })).data;
    if (own === undefined) throw new Error('Creator 1 has no preference');
    const updated = await client.request(updatePaymentPreference, {
      params: { id: own.id },
      body: { details: '•••• 0042' },
    });
    expect(updated.details).toBe('•••• 0042');
    const admin = await signedInAs('admin@airtime.test');
    const [foreign] = (
      await admin.client.request(listPaymentPreferences, { query: { publishers: 40 } })
    ).data;
    const error = await failure(
      client.request(updatePaymentPreference, {
        params: { id: foreign?.id ?? 0 },
        body: { details: 'x' },
      }),
    );
    expect(error.status).toBe(403);
    expect(error.message).toBe('You do not have access to this payment preference.');
  });

  it('refuses Read Only users with the server message', async () => {
    const { client } = await signedInAs('readonly@airtime.test');
    const error = await failure(
      client.request(updatePaymentPreference, { params: { id: 1 }, body: { type: 1 } }),
    );
    expect(error.status).toBe(403);
    expect(error.message).toBe('Your account is read-only: you cannot make changes.');
  });
});
