// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestClient, setupMockApi, signIn, type TestClient } from '../test/mockApi.ts';
import { renderApiHook } from '../test/render.tsx';
import { type GlobalSearchOptions, useGlobalSearch, useUserSearch } from './useSearch.ts';

// Searches only read, so the data needs no reset between tests.
const { backend } = setupMockApi();

/** A signed-in tab whose every request URL is recorded. */
async function recordedTab(email: string): Promise<{ test: TestClient; urls: string[] }> {
  const signedIn = createTestClient();
  await signIn(signedIn, email);
  const urls: string[] = [];
  const test = createTestClient({
    fetch: (input, init) => {
      urls.push(String(input));
      return signedIn.fetch(input, init);
    },
    readCookie: (name) => signedIn.cookies.get(name),
  });
  return { test, urls };
}

/** The search as a component reads it: in render, so SWR re-renders for what it reads. */
function render(test: TestClient, text: string, options: GlobalSearchOptions) {
  return renderApiHook(
    test.client,
    (props: { text: string }) => {
      const search = useGlobalSearch(props.text, options);
      return { results: search.results, total: search.total, isLoading: search.isLoading };
    },
    { initialProps: { text } },
  );
}

describe('useGlobalSearch', () => {
  it('finds a seeded brand by part of its name (agency search, limit 10)', async () => {
    const { test, urls } = await recordedTab('admin@airtime.test');
    const brand = backend.store.brands.get(2);
    const part = brand?.name.slice(1, 6) ?? '';
    const { result } = render(test, ` ${part} `, { app: 'agency', type: 'brand' });
    await waitFor(() => expect(result.current.results.map((hit) => hit.id)).toContain(2));
    expect(result.current.results.every((hit) => hit.type === 'brand')).toBe(true);
    expect(result.current.results.length).toBeLessThanOrEqual(10);
    const url = new URL(urls.find((candidate) => candidate.includes('navigation-search')) ?? '');
    expect(url.pathname).toBe('/api/navigation-search');
    expect(url.searchParams.get('s')).toBe(part);
    expect(url.searchParams.getAll('search_by[]')).toEqual(['brand']);
    expect(url.searchParams.get('limit')).toBe('10');
  });

  it('returns nothing without a call for blank text, and clears when the text is emptied', async () => {
    const { test, urls } = await recordedTab('admin@airtime.test');
    const { result, rerender } = render(test, '', { app: 'agency' });
    expect(result.current).toEqual({ results: [], total: undefined, isLoading: false });
    rerender({ text: '   ' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(urls.filter((url) => url.includes('search'))).toEqual([]);
    rerender({ text: 'airtime' });
    await waitFor(() => expect(result.current.results.length).toBeGreaterThan(0));
    rerender({ text: '' });
    expect(result.current.results).toEqual([]);
    expect(urls.filter((url) => url.includes('search'))).toHaveLength(1);
  });

  it('searches creators and channels in the brand app', async () => {
    const { test, urls } = await recordedTab('brand@airtime.test');
    const word = backend.store.creators.get(10)?.name.split(' ')[0] ?? 'a';
    const { result } = render(test, word, { app: 'brand', type: 'brand' });
    await waitFor(() => expect(result.current.results.length).toBeGreaterThan(0));
    expect(
      result.current.results.every((hit) => hit.type === 'creator' || hit.type === 'channel'),
    ).toBe(true);
    expect(urls.some((url) => url.includes('/api/brand/navigation-search?s='))).toBe(true);
  });
});

describe('useUserSearch', () => {
  it('finds users by part of the name or email, and makes no call for blank text', async () => {
    const { test, urls } = await recordedTab('superadmin@airtime.test');
    const { result, rerender } = renderApiHook(
      test.client,
      (props: { text: string }) => useUserSearch(props.text, { business_role: ['ops'] }).results,
      { initialProps: { text: '' } },
    );
    expect(result.current).toEqual([]);
    rerender({ text: 'finance' });
    await waitFor(() =>
      expect(result.current.map((user) => user.email)).toContain('finance@airtime.test'),
    );
    expect(urls.filter((url) => url.includes('/api/user-search'))).toHaveLength(1);
  });
});
