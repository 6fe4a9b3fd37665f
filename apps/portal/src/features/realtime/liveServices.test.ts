import type { HttpClient } from '@airtime/api-client';
import { NOTIFICATION_CHECK_DELAY_MS, PERFORMANCE_INITIAL_DELAY_MS } from '@airtime/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveServices } from './liveServices.ts';

// Loaded once here: the imports after settling then take no time the fake clock cannot see.
await import('./liveModules.ts');
await import('./pageMetricsModule.ts');

// When the page settles is the test's to say; the notification API is a stub that records asks,
// and the page metrics reporter says when it starts measuring by loading web-vitals.
const original = liveServices.whenPageSettled;
let settle = () => {};

/** Lets the page settle, and the promises that follow run (no fake time passes). */
async function settleNow() {
  settle();
  for (let tick = 0; tick < 20; tick += 1) await Promise.resolve();
}

let asks = 0;
/** The browser's Notification as the check reads it (a function with statics), counting asks. */
const notificationStub = Object.assign(() => {}, {
  permission: 'default',
  requestPermission: () => {
    asks += 1;
    return Promise.resolve('granted');
  },
});
beforeEach(() => {
  liveServices.whenPageSettled = () =>
    new Promise<void>((resolve) => {
      settle = resolve;
    });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  asks = 0;
  vi.stubGlobal('Notification', notificationStub);
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

describe('the page metrics reporter', () => {
  const PAGE = {
    href: 'http://localhost/agency/home',
    pathname: '/agency/home',
    search: '',
    hardwareConcurrency: 8,
  };

  it.each([
    ['settles first', 1000, PERFORMANCE_INITIAL_DELAY_MS],
    ['settles after 3 s', PERFORMANCE_INITIAL_DELAY_MS + 2000, PERFORMANCE_INITIAL_DELAY_MS + 2000],
  ])(
    'starts measuring 3 s after the page starts, or when it %s',
    async (_, settledAt, measured) => {
      let measuringAt: number | undefined;
      const handle = liveServices.startPageMetrics({
        client: {} as HttpClient,
        lookupIp: () => Promise.resolve(null),
        page: PAGE,
        storage: null,
        loadVitals: () => {
          measuringAt = performance.now();
          return Promise.resolve({ onCLS() {}, onLCP() {} });
        },
      });
      const start = performance.now();
      await vi.advanceTimersByTimeAsync(settledAt);
      expect(measuringAt).toBeUndefined();
      await settleNow();
      await vi.advanceTimersByTimeAsync(PERFORMANCE_INITIAL_DELAY_MS);
      // When it started, not only whether: a start before or after its time shows here.
      expect(measuringAt).toBe(start + measured);
      handle.stop();
    },
  );
});
