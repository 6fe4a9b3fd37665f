// @vitest-environment jsdom
import { STORAGE_KEYS } from '@airtime/domain';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupMockApi } from '../test/mockApi.ts';
import { serverChoice, signedInTab } from '../test/session.tsx';
import { useSelectedCreator } from './useSelectedCreator.ts';

const { backend } = setupMockApi();

describe('useSelectedCreator', () => {
  it('keeps the stored creator when offered', async () => {
    const { test, render } = await signedInTab('creator@airtime.test', {
      [STORAGE_KEYS.selectedCreatorId]: '2',
    });
    const { result } = render(() => useSelectedCreator());
    await waitFor(() => expect(result.current.selected?.id).toBe(2));
    expect(result.current.items.map((creator) => creator.id).sort()).toEqual([1, 2]);
    expect(serverChoice(backend, test).creator).toBe(2);
  });

  it('takes the first by name without a stored one, then switches on select()', async () => {
    const { test, storage, render } = await signedInTab('creator@airtime.test');
    const { result } = render(() => useSelectedCreator());
    await waitFor(() => expect(result.current.selected).not.toBeNull());
    const [first, second] = result.current.items;
    expect(result.current.selected?.id).toBe(first?.id);
    await act(() => result.current.select(second?.id ?? 0));
    expect(result.current.selected?.id).toBe(second?.id);
    expect(serverChoice(backend, test).creator).toBe(second?.id);
    expect(storage.getItem(STORAGE_KEYS.selectedCreatorId)).toBe(String(second?.id));
  });

  it('gives the same empty list on every render until the list arrives', async () => {
    const { render } = await signedInTab('creator@airtime.test');
    const { result, rerender } = render(() => useSelectedCreator());
    const first = result.current.items;
    expect(first).toEqual([]);
    rerender();
    // A fresh [] per render made memos and effects that depend on it run without end.
    expect(result.current.items).toBe(first);
    await waitFor(() => expect(result.current.items.length).toBeGreaterThan(0));
  });
});
