// @vitest-environment jsdom
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestClient, setupMockApi, signIn } from '../test/mockApi.ts';
import { renderApiHook } from '../test/render.tsx';
import { useEvent } from './useEvents.ts';
import {
  useCreateSponsorship,
  useDeleteSponsorship,
  useUpdateSponsorship,
} from './useSponsorships.ts';

setupMockApi();
afterEach(cleanup);

describe('sponsorship hooks', () => {
  it('show each create, update and delete on the cached event', async () => {
    const test = createTestClient();
    await signIn(test, 'admin@airtime.test');
    const { result } = renderApiHook(test.client, () => ({
      event: useEvent(10).data,
      create: useCreateSponsorship(),
      update: useUpdateSponsorship(),
      remove: useDeleteSponsorship(),
    }));
    await waitFor(() => expect(result.current.event?.id).toBe(10));
    const before = result.current.event?.sponsorships?.length ?? 0;
    const created = await act(() =>
      result.current.create.trigger({
        body: { event_id: 10, brand_id: 9, mentions: [{ start: 90 }] },
      }),
    );
    await waitFor(() => expect(result.current.event?.sponsorships).toHaveLength(before + 1));
    await act(() =>
      result.current.update.trigger({ params: { id: created.id }, body: { type: 'dedicated' } }),
    );
    await waitFor(() =>
      expect(result.current.event?.sponsorships?.find((row) => row.id === created.id)?.type).toBe(
        'dedicated',
      ),
    );
    await act(() => result.current.remove.trigger({ params: { id: created.id } }));
    await waitFor(() => expect(result.current.event?.sponsorships).toHaveLength(before));
  });
});
