import { describe, expect, it } from 'vitest';
import { listCountries } from '../calls/dictionaries.ts';
import { createTestClient, setupMockApi, signIn } from '../test/mockApi.ts';

setupMockApi();

describe('smoke', () => {
  it('lists countries once signed in', async () => {
    const test = createTestClient();
    await signIn(test, 'admin@airtime.test');
    const countries = await test.client.request(listCountries);
    expect(countries.length).toBeGreaterThan(10);
    expect(countries[0]).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
  });
});
