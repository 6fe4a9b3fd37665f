// @vitest-environment jsdom
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestClient, setupMockApi, signIn } from '../test/mockApi.ts';
import { renderApiHook } from '../test/render.tsx';
import { useCreateTag, useTags } from './useTags.ts';

const { backend } = setupMockApi();
afterEach(cleanup);

describe('useTags', () => {
  it('lists tags and shows a created one; a taken label comes back on the field', async () => {
    const test = createTestClient();
    await signIn(test, 'admin@airtime.test');
    const { result } = renderApiHook(test.client, () => ({
      tags: useTags({ s: 'hook' }),
      create: useCreateTag(),
    }));
    await waitFor(() => expect(result.current.tags.isLoading).toBe(false));
    expect(result.current.tags.items).toEqual([]);
    await act(async () => {
      await result.current.create.trigger({ body: { label: 'Hook tag' } });
    });
    await waitFor(() =>
      expect(result.current.tags.items.map((tag) => tag.label)).toEqual(['Hook tag']),
    );
    const error = await act(() =>
      result.current.create.trigger({ body: { label: 'HOOK TAG' } }).catch((reason) => reason),
    );
    expect(error.fieldError('label')).toBe('The label has already been taken.');
    expect(backend.store.tags.all().filter((tag) => /hook/i.test(tag.label))).toHaveLength(1);
  });
});
