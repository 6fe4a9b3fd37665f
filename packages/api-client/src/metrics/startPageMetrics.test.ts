import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestClient, setupMockApi, signIn } from '../test/mockApi.ts';
import type { PageLoad } from './pageLoad.ts';
import {
  type MetricsClock,
  type PageFacts,
  type PageMetricsOptions,
  startPageMetrics,
  type VitalsSource,
} from './startPageMetrics.ts';

const mock = setupMockApi();
const NOW = Date.parse('2026-11-20T12:00:00Z');
const HOME: PageFacts = {
  href: 'http://airtime.test/agency/home',
  pathname: '/agency/home',
  search: '',
  hardwareConcurrency: 8,
  effectiveConnectionType: '4g',
};

/** Timers that run only when the test moves the clock. */
function manualClock() {
  let now = NOW;
  let next = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  const clock: MetricsClock & { advance(ms: number): Promise<void>; pending(): number } = {
    now: () => now,
    setTimeout(run, ms) {
      next += 1;
      timers.set(next, { at: now + ms, run });
      return next;
    },
    clearTimeout(timer) {
      timers.delete(timer as number);
    },
    pending: () => timers.size,
    async advance(ms) {
      const until = now + ms;
      for (;;) {
        const due = [...timers].filter(([, timer]) => timer.at <= until);
        if (due.length === 0) break;
        due.sort((a, b) => a[1].at - b[1].at);
        const [id, timer] = due[0] as [number, { at: number; run: () => void }];
        timers.delete(id);
        now = timer.at;
        timer.run();
        // Let the started work (loading web-vitals) settle before the next timer.
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
      now = until;
    },
  };
  return clock;
}

/** web-vitals as a stub: the test reports values whenever it likes. */
function stubVitals() {
  type Report = (metric: { value: number }) => void;
  const listeners = { cls: [] as Report[], lcp: [] as Report[] };
  const options: unknown[] = [];
  const vitals: VitalsSource = {
    onCLS(report, opts) {
      listeners.cls.push(report);
      options.push(opts);
    },
    onLCP(report, opts) {
      listeners.lcp.push(report);
      options.push(opts);
    },
  };
  return {
    vitals,
    options,
    cls: (value: number) => {
      for (const report of listeners.cls) report({ value });
    },
    lcp: (value: number) => {
      for (const report of listeners.lcp) report({ value });
    },
  };
}

const coldLoad: PageLoad = { kind: 'cold', durationMs: 2400.4 };

async function setup(overrides: Partial<PageMetricsOptions> = {}) {
  const test = createTestClient();
  await signIn(test, 'ops@airtime.test');
  // The seed has page metrics of its own: this run's rows come after them.
  const baseline = Math.max(0, ...mock.backend.store.pageMetrics.all().map((row) => row.id));
  const clock = manualClock();
  const stub = stubVitals();
  const lookupIp = vi.fn(async () => '203.0.113.9');
  let hide = () => {};
  const handle = startPageMetrics({
    client: test.client,
    lookupIp,
    page: HOME,
    clock,
    storage: null,
    loadVitals: async () => stub.vitals,
    readPageLoad: () => coldLoad,
    onPageHidden: (listener) => {
      hide = listener;
      return () => {
        hide = () => {};
      };
    },
    ...overrides,
  });
  const stored = () => mock.backend.store.pageMetrics.all().filter((row) => row.id > baseline);
  return { test, clock, stub, handle, lookupIp, stored, hide: () => hide() };
}

describe('startPageMetrics', () => {
  it.each<[string, Partial<PageFacts>]>([
    ['a 2-core device', { hardwareConcurrency: 2 }],
    ['a 2g connection', { effectiveConnectionType: '2g' }],
    ['a slow-2g connection', { effectiveConnectionType: 'slow-2g' }],
    ['a URL with a query string', { search: '?status=active' }],
    ['the login page', { pathname: '/login', href: 'http://airtime.test/login' }],
    ['the login verification page', { pathname: '/login-verification' }],
  ])('skips %s: no timer, no lookup, nothing sent', async (_name, facts) => {
    const { clock, handle, lookupIp, stored } = await setup({ page: { ...HOME, ...facts } });
    expect(clock.pending()).toBe(0);
    expect(await handle.result).toBeNull();
    expect(lookupIp).not.toHaveBeenCalled();
    expect(stored()).toEqual([]);
  });

  it('waits 3 s, measures for 15 s, then posts one report the fake stores', async () => {
    const { clock, stub, handle, stored, lookupIp } = await setup();
    await clock.advance(2_999);
    expect(stub.options).toEqual([]);
    expect(lookupIp).not.toHaveBeenCalled();
    await clock.advance(1);
    expect(stub.options).toEqual([{ reportAllChanges: true }, { reportAllChanges: true }]);
    stub.lcp(1200);
    stub.cls(0.02);
    stub.lcp(1830.6);
    stub.cls(0.1234);
    await clock.advance(14_999);
    expect(stored()).toEqual([]);
    await clock.advance(1);
    const sent = await handle.result;
    const expected = {
      url: 'http://airtime.test/agency/home',
      ip: '203.0.113.9',
      metrics: [
        { name: 'cls', value: 1234 },
        { name: 'lcp', value: 1831 },
        { name: 'page_load_cold', value: 2400 },
      ],
    };
    expect(sent).toEqual(expected);
    expect(stored()).toEqual([expect.objectContaining({ ...expected, user_id: 3 })]);
    // Later values and a later hide change nothing: one report per page load.
    stub.cls(0.5);
    await clock.advance(60_000);
    expect(stored()).toHaveLength(1);
    expect(clock.pending()).toBe(0);
  });

  it.each<[string, (stub: ReturnType<typeof stubVitals>) => void, PageLoad | undefined, object[]]>([
    [
      'a warm load',
      (stub) => stub.lcp(400),
      { kind: 'warm', durationMs: 310 },
      [
        { name: 'lcp', value: 400 },
        { name: 'page_load_warm', value: 310 },
      ],
    ],
    ['no layout shift at all', (stub) => stub.cls(0), undefined, [{ name: 'cls', value: 0 }]],
    ['CLS 0.1 as exactly 1000', (stub) => stub.cls(0.1), undefined, [{ name: 'cls', value: 1000 }]],
  ])('sends %s', async (_name, report, pageLoad, metrics) => {
    const { clock, stub, handle, stored } = await setup({ readPageLoad: () => pageLoad });
    await clock.advance(3_000);
    report(stub);
    await clock.advance(15_000);
    expect((await handle.result)?.metrics).toEqual(metrics);
    expect(stored()[0]?.metrics).toEqual(metrics);
  });

  it('sends nothing when nothing was measured', async () => {
    const { clock, handle, stored } = await setup({ readPageLoad: () => undefined });
    await clock.advance(18_000);
    expect(await handle.result).toBeNull();
    expect(stored()).toEqual([]);
  });

  it('sends early when the page is hidden, once', async () => {
    const { clock, stub, handle, stored, hide } = await setup();
    await clock.advance(5_000);
    stub.lcp(900);
    hide();
    expect((await handle.result)?.metrics).toContainEqual({ name: 'lcp', value: 900 });
    hide();
    await clock.advance(20_000);
    expect(stored()).toHaveLength(1);
  });

  it('sends no ip when the lookup fails, and uses the cached one for 7 days', async () => {
    const failing = await setup({ lookupIp: async () => Promise.reject(new Error('blocked')) });
    await failing.clock.advance(18_000);
    expect((await failing.handle.result)?.ip).toBeNull();
    expect(failing.stored()[0]?.ip).toBeNull();

    const map = new Map<string, string>();
    const storage = {
      getItem: (key: string) => map.get(key) ?? null,
      setItem: (key: string, value: string) => void map.set(key, value),
    };
    const first = await setup({ storage });
    await first.clock.advance(18_000);
    const second = await setup({ storage });
    await second.clock.advance(18_000);
    expect((await second.handle.result)?.ip).toBe('203.0.113.9');
    expect(first.lookupIp).toHaveBeenCalledOnce();
    expect(second.lookupIp).not.toHaveBeenCalled();
  });

  it('stop() before the deadline sends nothing', async () => {
    const { clock, stub, handle, stored } = await setup();
    await clock.advance(4_000);
    stub.lcp(900);
    handle.stop();
    await clock.advance(20_000);
    expect(await handle.result).toBeNull();
    expect(stored()).toEqual([]);
    expect(clock.pending()).toBe(0);
  });

  it('drops a report the server refuses, without throwing', async () => {
    const { clock, stub, handle, stored } = await setup({
      page: { ...HOME, href: 'not a url' },
    });
    await clock.advance(3_000);
    stub.lcp(900);
    await clock.advance(15_000);
    expect(await handle.result).toBeNull();
    expect(stored()).toEqual([]);
  });

  describe('on the default clock', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('runs on setTimeout and Date, so fake timers drive it', async () => {
      const test = createTestClient();
      await signIn(test, 'ops@airtime.test');
      const baseline = Math.max(0, ...mock.backend.store.pageMetrics.all().map((row) => row.id));
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: NOW });
      const stub = stubVitals();
      const handle = startPageMetrics({
        client: test.client,
        lookupIp: async () => '203.0.113.9',
        page: HOME,
        storage: null,
        loadVitals: async () => stub.vitals,
        readPageLoad: () => coldLoad,
        onPageHidden: () => () => {},
      });
      await vi.advanceTimersByTimeAsync(3_000);
      stub.cls(0.05);
      await vi.advanceTimersByTimeAsync(15_000);
      vi.useRealTimers();
      expect((await handle.result)?.metrics).toContainEqual({ name: 'cls', value: 500 });
      expect(mock.backend.store.pageMetrics.all().filter((row) => row.id > baseline)).toHaveLength(
        1,
      );
    });
  });
});
