// @vitest-environment jsdom
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestClient, setupMockApi, signIn } from '../test/mockApi.ts';
import { renderApiHook } from '../test/render.tsx';
import {
  useCreateIntegration,
  useDeleteIntegration,
  useIntegrations,
  useUpdateIntegration,
} from './useIntegrations.ts';

setupMockApi();
afterEach(cleanup);

describe('useIntegrations', () => {
  it("shows a brand's integrations and each create, update and delete", async () => {
    const test = createTestClient();
    await signIn(test, 'admin@airtime.test');
    const { result } = renderApiHook(test.client, () => ({
      list: useIntegrations({ brand_id: 30 }),
      create: useCreateIntegration(),
      update: useUpdateIntegration(),
      remove: useDeleteIntegration(),
    }));
    await waitFor(() => expect(result.current.list.isLoading).toBe(false));
    const before = result.current.list.items.length;
    const created = await act(() =>
      result.current.create.trigger({ body: { brand_id: 30, provider: 'appsflyer' } }),
    );
    await waitFor(() => expect(result.current.list.items).toHaveLength(before + 1));
    expect(result.current.list.items.find((row) => row.id === created.id)?.brand?.id).toBe(30);
    await act(() =>
      result.current.update.trigger({
        params: { id: created.id },
        body: { name: 'AppsFlyer iOS' },
      }),
    );
    await waitFor(() =>
      expect(result.current.list.items.map((row) => row.name)).toContain('AppsFlyer iOS'),
    );
    await act(() => result.current.remove.trigger({ params: { id: created.id } }));
    await waitFor(() => expect(result.current.list.items).toHaveLength(before));
  });
});
