// @vitest-environment jsdom
import { encodeSavedView } from '@airtime/domain';
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setupMockApi, signedInAs } from '../test/mockApi.ts';
import { renderApiHook } from '../test/render.tsx';
import {
  useCreateSavedView,
  useDeleteSavedView,
  useSavedViews,
  useUpdateSavedView,
} from './useSavedViews.ts';

setupMockApi();
afterEach(cleanup);

describe('useSavedViews', () => {
  it('lists a list’s views, and each write shows in the list', async () => {
    const { client } = await signedInAs('finance@airtime.test');
    const { result } = renderApiHook(client, () => ({
      views: useSavedViews('finance-invoices'),
      create: useCreateSavedView(),
      update: useUpdateSavedView(),
      remove: useDeleteSavedView(),
    }));
    await waitFor(() => expect(result.current.views.data).toEqual([]));

    const body = encodeSavedView('finance-invoices', 'Sent', {
      sort: [],
      filters: { status: ['sent'] },
    });
    const view = await act(() => result.current.create.trigger({ body }));
    await waitFor(() =>
      expect(result.current.views.data?.map((row) => row.name)).toEqual(['Sent']),
    );

    await act(() =>
      result.current.update.trigger({ params: { id: view.id }, body: { is_default: true } }),
    );
    await waitFor(() => expect(result.current.views.data?.[0]?.is_default).toBe(true));

    await act(() => result.current.remove.trigger({ params: { id: view.id } }));
    await waitFor(() => expect(result.current.views.data).toEqual([]));
  });

  it('waits without a list', async () => {
    const { client } = await signedInAs('finance@airtime.test');
    const { result } = renderApiHook(client, () => useSavedViews(null));
    expect(result.current.isLoading).toBe(false);
    expect(result.current.data).toBeUndefined();
  });
});
