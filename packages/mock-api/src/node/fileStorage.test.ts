import { describe, expect, it } from 'vitest';
import { createDebouncedSaver } from './fileStorage.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('createDebouncedSaver', () => {
  it('saves once for a burst of changes', async () => {
    let saves = 0;
    const saver = createDebouncedSaver(async () => {
      saves += 1;
    }, 10);
    saver.schedule();
    saver.schedule();
    saver.schedule();
    await wait(40);
    expect(saves).toBe(1);
  });

  it('flush waits for a save in flight and for the change made during it', async () => {
    const saved: number[] = [];
    let version = 0;
    const saver = createDebouncedSaver(async () => {
      const seen = version;
      await wait(30);
      saved.push(seen);
    }, 5);
    version = 1;
    saver.schedule();
    await wait(15); // the first save is running now
    version = 2;
    saver.schedule();
    await wait(5);
    await saver.flush();
    expect(saved.at(-1)).toBe(2);
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
