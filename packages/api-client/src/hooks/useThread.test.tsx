// @vitest-environment jsdom
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useApiCache } from '../swr/createHooks.ts';
import { setupMockApi, signedInAs } from '../test/mockApi.ts';
import { renderApiHook } from '../test/render.tsx';
import { useCreateThread, useThread } from './useThread.ts';

const { backend } = setupMockApi();

/** A campaign of brand 2 without any thread yet. */
function campaignWithoutThread(): number {
  const taken = new Set(
    backend.store.threads
      .all()
      .filter((thread) => thread.subject_type === 'campaign')
      .map((thread) => thread.subject_id),
  );
  const campaign = backend.store.campaigns
    .all()
    .find((row) => row.brand_id === 2 && !taken.has(row.id));
  if (campaign === undefined) throw new Error('every campaign of brand 2 has a thread');
  return campaign.id;
}

describe('useThread', () => {
  it('loads a record’s thread under /api/threads/{type}/{id}/{visibility}', async () => {
    const test = await signedInAs('brand@airtime.test');
    const { result } = renderApiHook(test.client, () => ({
      thread: useThread('brand', 2, 'brand'),
      cache: useApiCache(),
    }));
    await waitFor(() => expect(result.current.thread.data).toBeTruthy());
    expect(result.current.thread.data).toMatchObject({ subject_type: 'brand', subject_id: 2 });
    expect([...result.current.cache.cache.keys()]).toContain('/api/threads/brand/2/brand');
  });

  it('answers null for a record without one, and waits for a null id', async () => {
    const test = await signedInAs('admin@airtime.test');
    const id = campaignWithoutThread();
    const { result } = renderApiHook(test.client, () => ({
      none: useThread('campaign', id, 'internal'),
      waiting: useThread('campaign', null, 'internal'),
    }));
    await waitFor(() => expect(result.current.none.data).toBeNull());
    expect(result.current.waiting.data).toBeUndefined();
    expect(result.current.waiting.isLoading).toBe(false);
  });

  it('shows a thread useCreateThread opened without refetching it', async () => {
    const test = await signedInAs('brand@airtime.test');
    const id = campaignWithoutThread();
    const { result } = renderApiHook(test.client, () => ({
      thread: useThread('campaign', id, 'brand'),
      create: useCreateThread(),
    }));
    await waitFor(() => expect(result.current.thread.data).toBeNull());
    const created = await act(() =>
      result.current.create.trigger({
        body: { subject_type: 'campaign', subject_id: id, visibility: 'brand' },
      }),
    );
    await waitFor(() => expect(result.current.thread.data?.id).toBe(created.id));
    expect(result.current.thread.data?.subscriptions?.map((row) => row.user_id)).toEqual([7]);
    expect(result.current.thread.isValidating).toBe(false);
  });
});
