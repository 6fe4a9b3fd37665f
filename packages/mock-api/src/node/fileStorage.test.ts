import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDebouncedSaver } from './fileStorage.ts';

// The saver's delay runs on the test's clock: a real 10 ms timer may fire after any wall-clock
// wait on a busy machine.
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createDebouncedSaver', () => {
  it('saves once for a burst of changes, once the delay has passed', async () => {
    let saves = 0;
    const saver = createDebouncedSaver(async () => {
      saves += 1;
    }, 10);
    saver.schedule();
    saver.schedule();
    saver.schedule();
    await vi.advanceTimersByTimeAsync(9);
    expect(saves).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(saves).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(saves).toBe(1);
  });

  it('flush waits for a save in flight and for the change made during it', async () => {
    const saved: number[] = [];
    let version = 0;
    let calls = 0;
    let finishFirst = () => {};
    const firstInFlight = new Promise<void>((resolve) => {
      finishFirst = resolve;
    });
    const saver = createDebouncedSaver(async () => {
      const seen = version;
      calls += 1;
      if (calls === 1) await firstInFlight;
      saved.push(seen);
    }, 5);
    version = 1;
    saver.schedule();
    await vi.advanceTimersByTimeAsync(5);
    expect(calls).toBe(1); // the first save is running now, with version 1
    version = 2;
    saver.schedule();
    const flushed = saver.flush();
    finishFirst();
    await flushed;
    expect(saved).toEqual([1, 2]);
  });

  it('flush does nothing when nothing changed', async () => {
    let saves = 0;
    const saver = createDebouncedSaver(async () => {
      saves += 1;
    }, 5);
    await saver.flush();
    expect(saves).toBe(0);
  });
});
