import { describe, expect, it } from 'vitest';
import type { ListPage } from '../decode/decoders.ts';
import { setupMockApi, signedInAs } from '../test/mockApi.ts';
import { createAgency, getAgency, listAgencies, updateAgency } from './agencies.ts';

const { backend } = setupMockApi();

/** Every page of a list, following links.next. */
async function walk<T>(page: (cursor?: string) => Promise<ListPage<T>>): Promise<T[]> {
  const rows: T[] = [];
  let cursor: string | undefined;
  for (let guard = 0; guard < 100; guard += 1) {
    const answer = await page(cursor);
    rows.push(...answer.data);
    if (answer.links.next === null) return rows;
    cursor = answer.links.next;
  }
  throw new Error('too many pages');
}

const READ_ONLY = 'Your account is read-only: you cannot make changes.';

describe('listAgencies', () => {
  it('answers the agencies sorted by name, each with its rep and the rep’s user', async () => {
    const test = await signedInAs('admin@airtime.test');
    const page = await test.client.request(listAgencies, { query: { per_page: 100 } });
    expect(page.meta.total).toBe(backend.store.agencies.size);
    const names = page.data.map((agency) => agency.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const withRep = page.data.filter((agency) => agency.rep !== undefined);
    expect(withRep.length).toBeGreaterThan(0);
    for (const agency of withRep) {
      expect(agency.rep).toMatchObject({
        type: 'tcp_rep',
        subject_type: 'agency',
        subject_id: agency.id,
      });
      expect(agency.rep?.user.id).toBe(agency.rep?.user_id);
    }
    expect(test.warnings).toEqual([]);
  });

  it('filters by part of the name and by ids, and sorts as asked', async () => {
    const test = await signedInAs('admin@airtime.test');
    const byName = await test.client.request(listAgencies, { query: { s: 'airTIME' } });
    expect(byName.data.map((agency) => agency.id)).toContain(38);
    expect(byName.data.every((agency) => agency.name.toLowerCase().includes('airtime'))).toBe(true);
    const byIds = await test.client.request(listAgencies, {
      query: { ids: [38, 176], sort: '-id' },
    });
    expect(byIds.data.map((agency) => agency.id)).toEqual([176, 38]);
    const newest = await test.client.request(listAgencies, {
      query: { sort: '-created_at', per_page: 100 },
    });
    const created = newest.data.map((agency) => agency.created_at);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('pages with the cursor, every agency once', async () => {
    const test = await signedInAs('admin@airtime.test');
    const rows = await walk((cursor) =>
      test.client.request(listAgencies, {
        query: { per_page: 5, ...(cursor === undefined ? {} : { cursor }) },
      }),
    );
    const ids = rows.map((agency) => agency.id);
    expect(ids).toHaveLength(backend.store.agencies.size);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('agency writes', () => {
  it('creates, reads and updates an agency, rep included', async () => {
    const test = await signedInAs('admin@airtime.test');
    const created = await test.client.request(createAgency, {
      body: { name: 'Northwind Media', website: 'https://northwind.example', rep_user_id: 3 },
    });
    expect(created).toMatchObject({
      name: 'Northwind Media',
      rep: { user_id: 3, user: { id: 3 } },
    });
    expect(created.brands).toEqual([]);
    const read = await test.client.request(getAgency, { params: { id: created.id } });
    expect(read).toMatchObject({ id: created.id, website: 'https://northwind.example' });
    const updated = await test.client.request(updateAgency, {
      params: { id: created.id },
      body: { name: 'Northwind Studios', rep_user_id: null },
    });
    expect(updated.name).toBe('Northwind Studios');
    expect(updated.rep).toBeUndefined();
    const listed = await test.client.request(listAgencies, { query: { s: 'northwind' } });
    expect(listed.data.map((agency) => agency.name)).toEqual(['Northwind Studios']);
  });

  it('answers the detail with the agency’s brands', async () => {
    const test = await signedInAs('admin@airtime.test');
    const agency = await test.client.request(getAgency, { params: { id: 38 } });
    expect(agency.brands?.map((brand) => brand.id)).toContain(1);
  });

  it('surfaces 422 field errors', async () => {
    const test = await signedInAs('admin@airtime.test');
    const taken = backend.store.agencies.get(38)?.name ?? '';
    await expect(
      test.client.request(createAgency, { body: { name: taken.toUpperCase() } }),
    ).rejects.toMatchObject({
      status: 422,
      errors: { name: ['The name has already been taken.'] },
    });
    // A brand user cannot be an agency's rep.
    await expect(
      test.client.request(createAgency, { body: { name: 'Fresh Agency', rep_user_id: 7 } }),
    ).rejects.toMatchObject({
      status: 422,
      errors: { rep_user_id: ['The selected rep user id is invalid.'] },
    });
    const error = await test.client
      .request(updateAgency, {
        params: { id: 38 },
        body: { website: 'not a url' },
      })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 422 });
    expect(
      (error as { fieldError(name: string): string | undefined }).fieldError('website'),
    ).toMatch(/url/i);
  });

  it('refuses a Read Only user with the server’s message, and a missing agency with 404', async () => {
    const readonly = await signedInAs('readonly@airtime.test');
    await expect(
      readonly.client.request(createAgency, { body: { name: 'Nope' } }),
    ).rejects.toMatchObject({
      status: 403,
      type: 'read_only',
      message: READ_ONLY,
    });
    const admin = await signedInAs('admin@airtime.test');
    await expect(admin.client.request(getAgency, { params: { id: 99_999 } })).rejects.toMatchObject(
      {
        status: 404,
        message: 'Agency 99999 not found.',
      },
    );
  });
});
