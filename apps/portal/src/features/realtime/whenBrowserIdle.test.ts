import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS, whenBrowserIdle } from './whenBrowserIdle.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('whenBrowserIdle', () => {
  it('waits for requestIdleCallback, with the timeout as its deadline', async () => {
    let idle: (() => void) | undefined;
    const requestIdle = vi.fn((callback: () => void) => {
      idle = callback;
      return 1;
    });
    vi.stubGlobal('requestIdleCallback', requestIdle);
    const resolved = vi.fn();
    void whenBrowserIdle().then(resolved);
    await Promise.resolve();
    expect(resolved).not.toHaveBeenCalled();
    expect(requestIdle).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_TIMEOUT_MS });
    idle?.();
    await vi.waitFor(() => expect(resolved).toHaveBeenCalledOnce());
  });

  it('without requestIdleCallback, resolves after the timeout', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const resolved = vi.fn();
    void whenBrowserIdle().then(resolved);
    await vi.advanceTimersByTimeAsync(IDLE_TIMEOUT_MS - 1);
    expect(resolved).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(resolved).toHaveBeenCalledOnce();
  });
});
