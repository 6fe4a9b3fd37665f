import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_WINDOW_MS, loadChunk, setPendingPathSource } from './lazyPage.ts';

const missing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
const present = () => Promise.resolve({ Page: 'page' });

describe('loadChunk', () => {
  const assign = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T09:00:00Z'));
    sessionStorage.clear();
    assign.mockReset();
    vi.stubGlobal('location', { pathname: '/agency/home', search: '?tab=2', assign });
    setPendingPathSource(() => '/agency/production');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    setPendingPathSource(() => null);
  });

  it('gives the module when the chunk loads, reloading nothing', async () => {
    await expect(loadChunk(present)).resolves.toEqual({ Page: 'page' });
    expect(assign).not.toHaveBeenCalled();
  });

  it('loads the pending path in full when its chunk is missing, and never settles meanwhile', async () => {
    const settled = vi.fn();
    void loadChunk(missing).then(settled, settled);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/agency/production'));
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
  });

  it('falls back to the current path and query when no navigation is pending', async () => {
    setPendingPathSource(() => null);
    void loadChunk(missing);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/agency/home?tab=2'));
  });

  // After the reload, the layout's chunk loading must not re-arm the reload for the page's.
  it.each([
    ['the same path fails again soon after', '/agency/production', 1_000, [present], 'throws'],
    ['another chunk loaded in between', '/agency/production', 1_000, [present, present], 'throws'],
    [
      'the same path fails after the window',
      '/agency/production',
      CHUNK_RELOAD_WINDOW_MS,
      [],
      'reloads',
    ],
    ['another path fails soon after', '/agency/planning', 1_000, [], 'reloads'],
  ])('when %s, it %5$s', async (_case, secondTarget, later, between, outcome) => {
    void loadChunk(missing);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    vi.setSystemTime(Date.now() + later);
    for (const load of between) await loadChunk(load);
    setPendingPathSource(() => secondTarget);
    if (outcome === 'throws') {
      await expect(loadChunk(missing)).rejects.toThrow('dynamically imported module');
      expect(assign).toHaveBeenCalledTimes(1);
    } else {
      void loadChunk(missing);
      await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(2));
      expect(assign).toHaveBeenLastCalledWith(secondTarget);
    }
  });

  it('reloads when what it stored is unreadable', async () => {
    sessionStorage.setItem('airtime:chunk-reload', '/agency/production');
    void loadChunk(missing);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/agency/production'));
  });
});
