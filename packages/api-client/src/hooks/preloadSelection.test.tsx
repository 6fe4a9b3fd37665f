// @vitest-environment jsdom
import { STORAGE_KEYS } from '@airtime/domain';
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setupMockApi } from '../test/mockApi.ts';
import { serverChoice, signedInTab } from '../test/session.tsx';
import { preloadSelection } from './preloadSelection.ts';
import { useSelectedBrand } from './useSelectedBrand.ts';
import { useSelectedCreator } from './useSelectedCreator.ts';

const { backend } = setupMockApi();
afterEach(cleanup);

describe('preloadSelection', () => {
  it.each([
    ['a stored brand', 'brand', { [STORAGE_KEYS.selectedBrandId]: '5' }, 5],
    ['a stale stored brand (the guess only)', 'brand', { [STORAGE_KEYS.selectedBrandId]: '1' }, 1],
    ['nothing stored', 'brand', {}, null],
    ['a stored creator', 'creator', { [STORAGE_KEYS.selectedCreatorId]: '4' }, 4],
  ] as const)('guesses the id to preload from %s', async (_case, kind, stored, expected) => {
    const { session } = await signedInTab('brand@airtime.test', stored);
    await session.start();
    expect(preloadSelection(session, kind)).toBe(expected);
  });

  it('makes the start choice before anything renders; the hook reads the same list', async () => {
    const { test, session, render } = await signedInTab('brand@airtime.test', {
      [STORAGE_KEYS.selectedBrandId]: '5',
    });
    await session.start();
    preloadSelection(session, 'brand');
    await waitFor(() => expect(session.getState().selectedBrand?.id).toBe(5));
    const { result } = render(() => useSelectedBrand());
    expect(result.current.selected?.id).toBe(5);
    await waitFor(() => expect(result.current.items).toHaveLength(3));
    await waitFor(() => expect(serverChoice(backend, test).brand).toBe(5));
    const lists = test.requests.filter((request) => request.includes('brands-with-access'));
    expect(lists).toHaveLength(1);
  });

  it('falls back to the first offered when the stored one is gone', async () => {
    const { session, render } = await signedInTab('creator@airtime.test', {
      [STORAGE_KEYS.selectedCreatorId]: '999',
    });
    await session.start();
    preloadSelection(session, 'creator');
    const { result } = render(() => useSelectedCreator());
    await waitFor(() => expect(result.current.selected).not.toBeNull());
    expect(result.current.selected?.id).toBe(result.current.items[0]?.id);
  });

  it('starts nothing signed out', async () => {
    const { test, session } = await signedInTab('brand@airtime.test', {
      [STORAGE_KEYS.selectedBrandId]: '5',
    });
    test.requests.length = 0;
    expect(preloadSelection(session, 'brand')).toBeNull();
    expect(test.requests).toEqual([]);
  });

  it('chooses nothing once the user it asked for is gone', async () => {
    const { test, session } = await signedInTab('brand@airtime.test', {
      [STORAGE_KEYS.selectedBrandId]: '5',
    });
    await session.start();
    preloadSelection(session, 'brand');
    session.clearUser();
    await waitFor(() =>
      expect(test.requests.some((r) => r.includes('brands-with-access'))).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(session.getState().selectedBrand).toBeNull();
  });
});
