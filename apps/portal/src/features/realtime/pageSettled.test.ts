import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createPageActivity, QUIET_MS, SETTLE_LIMIT_MS, whenPageSettled } from './pageSettled.ts';

// Each test counts its own activity (the page's counter is shared by every test in the worker).

/** A fetch whose answers the test gives. */
function heldFetch() {
  const answers: (() => void)[] = [];
  const fetchImpl = vi.fn(
    () =>
      new Promise<Response>((resolve) => {
        answers.push(() => resolve(new Response('{}')));
      }),
  );
  return { fetchImpl: fetchImpl as unknown as typeof fetch, answerAll: () => answers.shift()?.() };
}

beforeEach(() => {
  // performance.now() too: the quiet time is measured with it.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  // Idle at once: the test is about the load and the calls.
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 0));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('whenPageSettled', () => {
  it('waits while a call is in flight, then for QUIET_MS without one', async () => {
    const requests = createPageActivity();
    const { fetchImpl, answerAll } = heldFetch();
    const counted = requests.count(fetchImpl);
    const settled = vi.fn();
    void counted('/api/campaigns');
    void whenPageSettled(requests).then(settled);
    await vi.advanceTimersByTimeAsync(QUIET_MS * 3);
    expect(settled).not.toHaveBeenCalled();

    answerAll();
    await vi.advanceTimersByTimeAsync(QUIET_MS - 100);
    expect(settled).not.toHaveBeenCalled();
    // A call that starts and ends meanwhile starts the quiet time again.
    void counted('/api/events');
    answerAll();
    await vi.advanceTimersByTimeAsync(QUIET_MS - 100);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(settled).toHaveBeenCalledOnce();
  });

  it('waits for the document to load first', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const settled = vi.fn();
    void whenPageSettled(createPageActivity()).then(settled);
    await vi.advanceTimersByTimeAsync(QUIET_MS * 2);
    expect(settled).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(QUIET_MS);
    expect(settled).toHaveBeenCalledOnce();
  });

  it('settles after SETTLE_LIMIT_MS on a page that keeps a call in flight', async () => {
    const requests = createPageActivity();
    void requests.count(heldFetch().fetchImpl)('/api/threads');
    const settled = vi.fn();
    void whenPageSettled(requests).then(settled);
    await vi.advanceTimersByTimeAsync(SETTLE_LIMIT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledOnce();
  });

  it('counts tracked work (a route chunk) as in flight until it settles', async () => {
    const activity = createPageActivity();
    let arrive: (module: { Page: string }) => void = () => {};
    const chunk = activity.track(
      new Promise<{ Page: string }>((resolve) => {
        arrive = resolve;
      }),
    );
    const settled = vi.fn();
    void whenPageSettled(activity).then(settled);
    await vi.advanceTimersByTimeAsync(QUIET_MS * 3);
    expect(settled).not.toHaveBeenCalled();
    arrive({ Page: 'home' });
    await expect(chunk).resolves.toEqual({ Page: 'home' });
    await vi.advanceTimersByTimeAsync(QUIET_MS + 100);
    expect(settled).toHaveBeenCalledOnce();
  });

  it('counts a failed call as ended, and hands its failure on', async () => {
    const requests = createPageActivity();
    const failing = requests.count(() => Promise.reject(new TypeError('offline')));
    await expect(failing('/api/user')).rejects.toThrow('offline');
    const settled = vi.fn();
    void whenPageSettled(requests).then(settled);
    await vi.advanceTimersByTimeAsync(QUIET_MS - 100);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(settled).toHaveBeenCalledOnce();
  });
});
