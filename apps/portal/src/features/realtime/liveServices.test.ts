import { NOTIFICATION_CHECK_DELAY_MS } from '@airtime/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveServices } from './liveServices.ts';

// Loaded once here: the import after settling then takes no time the fake clock cannot see.
await import('./liveModules.ts');

// When the page settles is the test's to say; the notification API is a stub that records asks.
const original = liveServices.whenPageSettled;
let settle = () => {};

/** Lets the page settle, and the promises that follow run (no fake time passes). */
async function settleNow() {
  settle();
  for (let tick = 0; tick < 20; tick += 1) await Promise.resolve();
}

let asks: number;
beforeEach(() => {
  liveServices.whenPageSettled = () =>
    new Promise<void>((resolve) => {
      settle = resolve;
    });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  asks = 0;
  vi.stubGlobal(
    'Notification',
    Object.assign(function Notification() {}, {
      permission: 'default',
      requestPermission: () => {
        asks += 1;
        return Promise.resolve('granted');
      },
    }),
  );
});
afterEach(() => {
  liveServices.whenPageSettled = original;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the notification permission check', () => {
  it.each([
    ['settles first', 1000],
    ['settles at once', 0],
  ])('asks about 3 s after start when the page %s', async (_, settledAt) => {
    const cancel = liveServices.scheduleNotificationPermissionCheck();
    await vi.advanceTimersByTimeAsync(settledAt);
    await settleNow();
    await vi.advanceTimersByTimeAsync(NOTIFICATION_CHECK_DELAY_MS - settledAt - 1);
    expect(asks).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(asks).toBe(1);
    cancel();
  });

  it('asks as soon as the page settles when that is later than 3 s', async () => {
    const cancel = liveServices.scheduleNotificationPermissionCheck();
    await vi.advanceTimersByTimeAsync(NOTIFICATION_CHECK_DELAY_MS + 2000);
    expect(asks).toBe(0);
    await settleNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(asks).toBe(1);
    cancel();
  });

  it('asks nothing when cancelled before the page settles', async () => {
    const cancel = liveServices.scheduleNotificationPermissionCheck();
    cancel();
    await settleNow();
    await vi.advanceTimersByTimeAsync(NOTIFICATION_CHECK_DELAY_MS * 2);
    expect(asks).toBe(0);
  });
});
