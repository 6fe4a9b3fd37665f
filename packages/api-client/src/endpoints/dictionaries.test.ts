import { describe, expect, it } from 'vitest';
import { createTestClient, setupMockApi, signedInAs } from '../test/mockApi.ts';
import {
  DICTIONARY_PAGE_SIZE,
  listCategories,
  listCountries,
  listIndustries,
  listLanguages,
} from './dictionaries.ts';

const { backend } = setupMockApi();

const WHOLE = { query: { per_page: DICTIONARY_PAGE_SIZE } } as const;

describe('the dictionaries', () => {
  it.each([
    ['countries', listCountries, () => backend.store.countries.all()],
    ['categories', listCategories, () => backend.store.categories.all()],
    ['industries', listIndustries, () => backend.store.industries.all()],
    ['languages', listLanguages, () => backend.store.languages.all()],
  ] as const)('reads every %s in one page, by name', async (_name, call, rows) => {
    const test = await signedInAs('admin@airtime.test');
    const list = await test.client.request(call, WHOLE);
    expect(list.map((row) => row.id).sort((a, b) => a - b)).toEqual(
      rows()
        .map((row) => row.id)
        .sort((a, b) => a - b),
    );
    const names = list.map((row) => row.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(test.warnings).toEqual([]);
  });

  it('filters by code and text, sorts by id descending', async () => {
    const test = await signedInAs('admin@airtime.test');
    const country = backend.store.countries.all()[0];
    if (country === undefined) throw new Error('The seed has no country.');
    const byCode = await test.client.request(listCountries, {
      query: { code: [country.code.toLowerCase()] },
    });
    expect(byCode).toEqual([expect.objectContaining({ id: country.id, code: country.code })]);
    const language = backend.store.languages.all()[0];
    if (language === undefined) throw new Error('The seed has no language.');
    const byText = await test.client.request(listLanguages, { query: { s: language.name } });
    expect(byText.map((row) => row.id)).toContain(language.id);
    const byId = await test.client.request(listIndustries, { query: { sort: '-id' } });
    const ids = byId.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('is open to brand, creator and Read Only users', async () => {
    for (const email of ['brand@airtime.test', 'creator@airtime.test', 'readonly@airtime.test']) {
      const test = await signedInAs(email);
      const list = await test.client.request(listCategories, WHOLE);
      expect(list.length).toBe(backend.store.categories.all().length);
    }
  });

  it('needs a session (401)', async () => {
    const test = createTestClient();
    await expect(test.client.request(listCountries)).rejects.toMatchObject({ status: 401 });
  });
});
