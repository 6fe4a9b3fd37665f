// @vitest-environment jsdom
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestClient, setupMockApi, signIn } from '../test/mockApi.ts';
import { renderApiHook } from '../test/render.tsx';
import { usePaymentPreferences, useUpdatePaymentPreference } from './usePaymentPreferences.ts';

const { backend } = setupMockApi();
afterEach(cleanup);

describe('usePaymentPreferences', () => {
  it('shows a new primary preference and the old one unset in the list', async () => {
    const all = backend.store.paymentPreferences.all();
    const other = all.find(
      (row) =>
        !row.is_primary &&
        all.some(
          (candidate) => candidate.publisher_id === row.publisher_id && candidate.is_primary,
        ),
    );
    if (other === undefined) throw new Error('No creator with two preferences');
    const test = createTestClient();
    await signIn(test, 'admin@airtime.test');
    const { result } = renderApiHook(test.client, () => ({
      list: usePaymentPreferences({ publishers: other.publisher_id }),
      update: useUpdatePaymentPreference(),
    }));
    await waitFor(() => expect(result.current.list.items.length).toBeGreaterThan(1));
    await act(() =>
      result.current.update.trigger({ params: { id: other.id }, body: { is_primary: true } }),
    );
    await waitFor(() =>
      expect(
        result.current.list.items.filter((row) => row.is_primary).map((row) => row.id),
      ).toEqual([other.id]),
    );
  });
});
