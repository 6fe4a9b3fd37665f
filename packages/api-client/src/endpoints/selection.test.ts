import { describe, expect, it } from 'vitest';

import { failure, setupMockApi, signedInAs, type TestClient } from '../test/mockApi.ts';
import {
  listBrandsWithAccess,
  listCreatorsWithAccess,
  listUserBrandsWithAccess,
  selectBrand,
  selectCreator,
} from './selection.ts';

const { backend } = setupMockApi();

/** The server-side session of a test tab (its airtime_session cookie). */
function serverSession(test: TestClient) {
  return backend.auth.sessions.get(test.cookies.get('airtime_session') ?? '');
}

const ids = (rows: readonly { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);

describe('brands to choose from', () => {
  it('lists the brand user’s brands, agencies embedded and representatives filled', async () => {
    const test = await signedInAs('brand@airtime.test');
    const page = await test.client.request(listBrandsWithAccess, { query: { sort: 'name' } });
    expect(ids(page.data)).toEqual([2, 3, 5]);
    expect(page.data.map((brand) => brand.name)).toEqual(
      page.data.map((brand) => brand.name).sort((a, b) => a.localeCompare(b)),
    );
    const represented = page.data.filter((brand) => brand.representative_id !== null);
    expect(represented.every((brand) => brand.representative?.id === brand.representative_id)).toBe(
      true,
    );
    expect(test.warnings).toEqual([]);
  });

  it('filters and pages like the brand list', async () => {
    const test = await signedInAs('admin@airtime.test');
    const first = await test.client.request(listBrandsWithAccess, { query: { per_page: 5 } });
    expect(first.data).toHaveLength(5);
    expect(first.meta.total).toBe(backend.store.brands.all().length);
    const next = await test.client.request(listBrandsWithAccess, {
      query: { per_page: 5, cursor: first.links.next ?? '' },
    });
    expect(ids(next.data).some((id) => ids(first.data).includes(id))).toBe(false);
    const inactive = await test.client.request(listBrandsWithAccess, {
      query: { is_active: false },
    });
    expect(inactive.data.every((brand) => !brand.is_active)).toBe(true);
  });

  it('GET /api//brand/brands-with-access/:id lists another user’s brands for agency staff', async () => {
    const admin = await signedInAs('admin@airtime.test');
    const page = await admin.client.request(listUserBrandsWithAccess, { params: { id: 7 } });
    expect(ids(page.data)).toEqual([2, 3, 5]);
    const brand = await signedInAs('brand@airtime.test');
    expect(
      ids((await brand.client.request(listUserBrandsWithAccess, { params: { id: 7 } })).data),
    ).toEqual([2, 3, 5]);
    const refused = await failure(
      brand.client.request(listUserBrandsWithAccess, { params: { id: 2 } }),
    );
    expect(refused.status).toBe(403);
  });
});

describe('choosing a brand', () => {
  it('keeps the choice on the server session and answers the brand', async () => {
    const test = await signedInAs('brand@airtime.test');
    const brand = await test.client.request(selectBrand, { body: { brand_id: 3 } });
    expect(brand.id).toBe(3);
    expect(serverSession(test)?.selected_brand_id).toBe(3);
  });

  it('refuses a brand the user may not see, and allows Read Only users', async () => {
    const test = await signedInAs('brand@airtime.test');
    const error = await failure(test.client.request(selectBrand, { body: { brand_id: 1 } }));
    expect(error.fieldError('brand_id')).toBe('The selected brand id is invalid.');
    const readonly = await signedInAs('readonly@airtime.test');
    expect((await readonly.client.request(selectBrand, { body: { brand_id: 1 } })).id).toBe(1);
  });
});

describe('creators to choose from', () => {
  it('lists the creator user’s creators and keeps the choice', async () => {
    const test = await signedInAs('creator@airtime.test');
    const page = await test.client.request(listCreatorsWithAccess, { query: { sort: '-name' } });
    expect(ids(page.data)).toEqual([1, 2]);
    expect(Object.keys(page.data[0] ?? {}).sort()).toEqual(['id', 'logo', 'name']);
    const chosen = await test.client.request(selectCreator, { body: { creator_id: 2 } });
    expect(chosen).toMatchObject({ id: 2, name: page.data.find((row) => row.id === 2)?.name });
    expect(serverSession(test)?.selected_creator_id).toBe(2);
    const refused = await failure(test.client.request(selectCreator, { body: { creator_id: 3 } }));
    expect(refused.fieldError('creator_id')).toBe('The selected creator id is invalid.');
  });

  it('searches by name for agency staff, and refuses brand users', async () => {
    const admin = await signedInAs('admin@airtime.test');
    const creator = backend.store.creators.get(5);
    const needle = creator?.name.slice(0, 4) ?? '';
    const page = await admin.client.request(listCreatorsWithAccess, { query: { s: needle } });
    expect(page.data.map((row) => row.id)).toContain(5);
    expect(page.data.every((row) => row.name.toLowerCase().includes(needle.toLowerCase()))).toBe(
      true,
    );
    const brand = await signedInAs('brand@airtime.test');
    expect((await failure(brand.client.request(listCreatorsWithAccess))).status).toBe(403);
  });
});
