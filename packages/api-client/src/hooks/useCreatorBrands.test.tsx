// @vitest-environment jsdom
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupMockApi } from '../test/mockApi.ts';
import { signedInTab } from '../test/session.tsx';
import { useCreatorBrands } from './useCreatorBrands.ts';

const { backend } = setupMockApi();

function brandIdsOf(creatorId: number): number[] {
  const ids = backend.store.relationships
    .lookup('publisher_id', creatorId)
    .map((relationship) => relationship.brand_id);
  return [...new Set(ids)].sort((a, b) => a - b);
}

const sorted = (rows: readonly { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);

describe('useCreatorBrands', () => {
  it('gives the creator persona its active and inactive brands with last aired days', async () => {
    const { render } = await signedInTab('creator@airtime.test');
    const { result } = render(() => useCreatorBrands());
    await waitFor(() => expect(result.current.brands.length).toBeGreaterThan(0));
    expect(sorted(result.current.brands)).toEqual(brandIdsOf(1));
    expect(result.current.active.length).toBeGreaterThan(0);
    expect(result.current.inactive.length).toBeGreaterThan(0);
    expect(result.current.active.every((brand) => brand.is_active)).toBe(true);
    expect(result.current.inactive.every((brand) => !brand.is_active)).toBe(true);
    expect(result.current.brands.some((brand) => brand.last_event_date !== null)).toBe(true);
  });

  it("reads a named creator's brands, and waits on null", async () => {
    const { render } = await signedInTab('creator@airtime.test');
    const { result, rerender } = render((id: number | null) => useCreatorBrands(id), {
      initialProps: null as number | null,
    });
    expect(result.current.isLoading).toBe(false);
    expect(result.current.brands).toEqual([]);
    rerender(2);
    await waitFor(() => expect(sorted(result.current.brands)).toEqual(brandIdsOf(2)));
  });

  it('surfaces the refusal for a brand user', async () => {
    const { render } = await signedInTab('brand@airtime.test');
    const { result } = render(() => useCreatorBrands());
    await waitFor(() => expect(result.current.error?.status).toBe(403));
    expect(result.current.brands).toEqual([]);
  });

  it("agency staff wait for their choice of creator, then see that creator's brands", async () => {
    const { test, session, render } = await signedInTab('admin@airtime.test');
    const { result } = render(() => useCreatorBrands());
    await waitFor(() => expect(session.getState().status).toBe('signed-in'));
    // Without a choice the server answers 422: nothing is asked until the choice is made.
    expect(test.requests.filter((request) => request.includes('/api/creator/brands'))).toEqual([]);
    expect(result.current.brands).toEqual([]);
    await act(() => session.select('creator', 1));
    await waitFor(() => expect(sorted(result.current.brands)).toEqual(brandIdsOf(1)));
    await act(() => session.select('creator', 2));
    await waitFor(() => expect(sorted(result.current.brands)).toEqual(brandIdsOf(2)));
    expect(result.current.error).toBeUndefined();
  });
});
