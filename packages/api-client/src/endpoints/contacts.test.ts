import type { Contact } from '@airtime/domain';
import { beforeEach, describe, expect, it } from 'vitest';

import { failure, REFERENCE_DATE, setupMockApi, signedInAs } from '../test/mockApi.ts';
import { createContact, deleteContact, listContacts, updateContact } from './contacts.ts';

const { backend } = setupMockApi();
beforeEach(() => backend.reset({ seed: 1, referenceDate: REFERENCE_DATE }));

const BRAND = { subjectType: 'brands', subjectId: 2 } as const;

async function brandContacts(client: Awaited<ReturnType<typeof signedInAs>>['client']) {
  return (await client.request(listContacts, { params: BRAND })).data;
}

const primaries = (rows: readonly Contact[]) => rows.filter((row) => row.is_primary);

describe('listContacts', () => {
  it("decodes a brand's contacts, sorted by name, filtered by is_primary", async () => {
    const test = await signedInAs('admin@airtime.test');
    await test.client.request(createContact, { params: BRAND, body: { name: 'Zoe Tester' } });
    const page = await test.client.request(listContacts, {
      params: BRAND,
      query: { sort: '-name' },
    });
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.every((row) => row.subject_type === 'brand' && row.subject_id === 2)).toBe(
      true,
    );
    const names = page.data.map((row) => row.name.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
    const primary = await test.client.request(listContacts, {
      params: BRAND,
      query: { is_primary: true },
    });
    expect(primary.data).toHaveLength(1);
    expect(test.warnings).toEqual([]);
  });

  it('pages with cursors without repeats', async () => {
    const test = await signedInAs('admin@airtime.test');
    for (const name of ['Ann One', 'Bea Two', 'Cid Three'])
      await test.client.request(createContact, { params: BRAND, body: { name } });
    const all = await brandContacts(test.client);
    const seen: number[] = [];
    let cursor: string | null | undefined;
    do {
      const page = await test.client.request(listContacts, {
        params: BRAND,
        query: { per_page: 2, ...(cursor == null ? {} : { cursor }) },
      });
      seen.push(...page.data.map((row) => row.id));
      cursor = page.links.next;
    } while (cursor !== null);
    expect(seen).toEqual(all.map((row) => row.id));
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('takes publishers as the creators segment', async () => {
    const test = await signedInAs('admin@airtime.test');
    const created = await test.client.request(createContact, {
      params: { subjectType: 'publishers', subjectId: 1 },
      body: { name: 'Creator Agent', email: 'agent@example.com' },
    });
    expect(created).toMatchObject({ subject_type: 'creator', subject_id: 1 });
    const page = await test.client.request(listContacts, {
      params: { subjectType: 'creators', subjectId: 1 },
      query: { s: 'agent@' },
    });
    expect(page.data.map((row) => row.id)).toEqual([created.id]);
  });
});

describe('contact writes', () => {
  it('creates a primary contact, which demotes the old one', async () => {
    const test = await signedInAs('admin@airtime.test');
    const created = await test.client.request(createContact, {
      params: BRAND,
      body: { name: 'New Lead', email: 'lead@example.com', title: 'CMO', is_primary: true },
    });
    expect(created).toMatchObject({ name: 'New Lead', title: 'CMO', is_primary: true });
    expect(primaries(await brandContacts(test.client)).map((row) => row.id)).toEqual([created.id]);
  });

  it('updates a contact and reads the change back', async () => {
    const test = await signedInAs('admin@airtime.test');
    const created = await test.client.request(createContact, {
      params: BRAND,
      body: { name: 'Phone Person' },
    });
    const updated = await test.client.request(updateContact, {
      params: { ...BRAND, id: created.id },
      body: { phone: '+1 (555) 010-2030', title: null },
    });
    expect(updated).toMatchObject({ phone: '+1 (555) 010-2030', title: null });
    const read = (await brandContacts(test.client)).find((row) => row.id === created.id);
    expect(read?.phone).toBe('+1 (555) 010-2030');
  });

  it('deletes the primary contact and promotes the oldest remaining', async () => {
    const test = await signedInAs('admin@airtime.test');
    const first = await test.client.request(createContact, {
      params: BRAND,
      body: { name: 'Was Primary', is_primary: true },
    });
    await test.client.request(deleteContact, { params: { ...BRAND, id: first.id } });
    const rows = await brandContacts(test.client);
    expect(rows.map((row) => row.id)).not.toContain(first.id);
    expect(primaries(rows)).toHaveLength(rows.length > 0 ? 1 : 0);
  });

  it('surfaces 422 per field', async () => {
    const test = await signedInAs('admin@airtime.test');
    const error = await failure(
      test.client.request(createContact, {
        params: BRAND,
        body: { name: '', email: 'not-an-email' },
      }),
    );
    expect(error.status).toBe(422);
    expect(error.fieldError('name')).toBe('The name field is required.');
    expect(error.fieldError('email')).toBe('The email field must be a valid email address.');
  });
});

describe('who may use contacts', () => {
  it("lets a brand user manage their brand's contacts and no other brand's", async () => {
    const test = await signedInAs('brand@airtime.test');
    const created = await test.client.request(createContact, {
      params: BRAND,
      body: { name: 'Brand Side' },
    });
    expect(created.subject_id).toBe(2);
    await expect(
      test.client.request(listContacts, { params: { subjectType: 'brands', subjectId: 1 } }),
    ).rejects.toMatchObject({
      status: 403,
      message: 'You do not have access to the contacts of this brand.',
    });
  });

  it("refuses a Read Only user's write with the server's message", async () => {
    const test = await signedInAs('readonly@airtime.test');
    await expect(
      test.client.request(createContact, { params: BRAND, body: { name: 'Nope' } }),
    ).rejects.toMatchObject({
      status: 403,
      message: 'Your account is read-only: you cannot make changes.',
    });
  });
});
