// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listCountries } from '../endpoints/dictionaries.ts';
import { createTestClient, setupMockApi, signIn } from '../test/mockApi.ts';
import { renderApiHook } from '../test/render.tsx';
import { useQuery } from './createHooks.ts';

setupMockApi();

describe('createQueryHook', () => {
  it('loads through the client', async () => {
    const test = createTestClient();
    await signIn(test, 'admin@airtime.test');
    const { result } = renderApiHook(test.client, () => useQuery(listCountries));
    await waitFor(() => expect(result.current.data?.length).toBeGreaterThan(10));
  });
});
