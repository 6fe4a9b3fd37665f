import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MODAL_REOPEN_DELAY } from './modalStack.ts';
import { createReopenTimers } from './reopenTimers.ts';

describe('createReopenTimers', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits the spec’s 250 ms by default', () => {
    expect(MODAL_REOPEN_DELAY).toBe(250);
  });

  it('reopens a waiting modal once the delay has passed, not before', () => {
    const onDue = vi.fn();
    const timers = createReopenTimers(onDue);
    timers.sync(['brand']);
    vi.advanceTimersByTime(249);
    expect(onDue).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onDue).toHaveBeenCalledExactlyOnceWith('brand');
    vi.advanceTimersByTime(1000);
    expect(onDue).toHaveBeenCalledOnce();
  });

  it('does not restart the wait when the same modal is still waiting (new props)', () => {
    const onDue = vi.fn();
    const timers = createReopenTimers(onDue);
    timers.sync(['brand']);
    vi.advanceTimersByTime(200);
    timers.sync(['brand']);
    vi.advanceTimersByTime(50);
    expect(onDue).toHaveBeenCalledExactlyOnceWith('brand');
  });

  it('cancels the reopen of a modal that stops waiting (closed, or the route changed)', () => {
    const onDue = vi.fn();
    const timers = createReopenTimers(onDue);
    timers.sync(['brand', 'invoice']);
    vi.advanceTimersByTime(100);
    timers.sync(['invoice']);
    vi.advanceTimersByTime(1000);
    expect(onDue).toHaveBeenCalledExactlyOnceWith('invoice');
  });

  it('times each modal from when it started waiting', () => {
    const onDue = vi.fn();
    const timers = createReopenTimers(onDue);
    timers.sync(['brand']);
    vi.advanceTimersByTime(100);
    timers.sync(['brand', 'invoice']);
    vi.advanceTimersByTime(150);
    expect(onDue.mock.calls).toEqual([['brand']]);
    vi.advanceTimersByTime(100);
    expect(onDue.mock.calls).toEqual([['brand'], ['invoice']]);
  });

  it('waits again for a modal that waits a second time', () => {
    const onDue = vi.fn();
    const timers = createReopenTimers(onDue);
    timers.sync(['brand']);
    vi.advanceTimersByTime(250);
    timers.sync([]);
    timers.sync(['brand']);
    vi.advanceTimersByTime(249);
    expect(onDue).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(1);
    expect(onDue).toHaveBeenCalledTimes(2);
  });

  it('takes another delay', () => {
    const onDue = vi.fn();
    const timers = createReopenTimers(onDue, 500);
    timers.sync(['brand']);
    vi.advanceTimersByTime(499);
    expect(onDue).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onDue).toHaveBeenCalledOnce();
  });

  it('cancels everything on clear (the manager unmounts)', () => {
    const onDue = vi.fn();
    const timers = createReopenTimers(onDue);
    timers.sync(['brand', 'invoice']);
    timers.clear();
    vi.advanceTimersByTime(1000);
    expect(onDue).not.toHaveBeenCalled();
  });
});
