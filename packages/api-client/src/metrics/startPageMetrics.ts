import {
  computePerformanceMetrics,
  PERFORMANCE_INITIAL_DELAY_MS,
  PERFORMANCE_MAX_MEASURE_MS,
  type PerformanceMetricsPayload,
  shouldReportPerformance,
} from '@airtime/domain';
import { sendPageMetrics } from '../endpoints/metrics.ts';
import type { HttpClient } from '../http/createHttpClient.ts';
import { type PageLoad, readPageLoad } from './pageLoad.ts';
import { getVisitorIp, type IpStorage } from './visitorIp.ts';

/** What web-vitals offers that the reporter uses (`import('web-vitals')`, or a stub in tests). */
export interface VitalsSource {
  onCLS(report: (metric: { readonly value: number }) => void, options?: VitalsOptions): void;
  onLCP(report: (metric: { readonly value: number }) => void, options?: VitalsOptions): void;
}

interface VitalsOptions {
  readonly reportAllChanges?: boolean;
}

/** The page and device facts the skip rules read (spec §5). */
export interface PageFacts {
  /** Sent as the report's url. */
  readonly href: string;
  readonly pathname: string;
  readonly search: string;
  readonly hardwareConcurrency?: number | undefined;
  readonly effectiveConnectionType?: string | undefined;
}

/** Timers and clock, injectable so tests do not wait. */
export interface MetricsClock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(timer: unknown): void;
}

export interface PageMetricsOptions {
  readonly client: HttpClient;
  /** The third-party IP lookup; its answer is cached for 7 days (spec §9). */
  readonly lookupIp: () => Promise<string | null>;
  /** This page's location and device; read from `location` and `navigator` by default. */
  readonly page?: PageFacts;
  /** web-vitals, loaded once measuring starts. */
  readonly loadVitals?: () => Promise<VitalsSource>;
  /** The load time; Navigation Timing by default. */
  readonly readPageLoad?: () => PageLoad | undefined;
  /** Calls the listener when the page is hidden (the last moment to send); returns the unsubscribe. */
  readonly onPageHidden?: (listener: () => void) => () => void;
  readonly storage?: IpStorage | null;
  readonly clock?: MetricsClock;
  readonly initialDelayMs?: number;
  readonly maxMeasureMs?: number;
}

export interface PageMetricsHandle {
  /** Stops measuring; nothing is sent unless it was on its way. */
  stop(): void;
  /** The report that was sent, or null when it was skipped, stopped, empty or failed. */
  readonly result: Promise<PerformanceMetricsPayload | null>;
}

const systemClock: MetricsClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (timer) => globalThis.clearTimeout(timer as ReturnType<typeof setTimeout>),
};

/** The browser's facts; undefined outside a page. */
function browserPage(): PageFacts | undefined {
  if (typeof location === 'undefined') return undefined;
  const nav = (typeof navigator === 'undefined' ? undefined : navigator) as
    | (Navigator & { connection?: { effectiveType?: string } })
    | undefined;
  return {
    href: location.href,
    pathname: location.pathname,
    search: location.search,
    hardwareConcurrency: nav?.hardwareConcurrency,
    effectiveConnectionType: nav?.connection?.effectiveType,
  };
}

function onDocumentHidden(listener: () => void): () => void {
  if (typeof document === 'undefined') return () => {};
  const onChange = () => {
    if (document.visibilityState === 'hidden') listener();
  };
  document.addEventListener('visibilitychange', onChange);
  globalThis.addEventListener?.('pagehide', listener);
  return () => {
    document.removeEventListener('visibilitychange', onChange);
    globalThis.removeEventListener?.('pagehide', listener);
  };
}

const loadWebVitals = (): Promise<VitalsSource> => import('web-vitals');

/**
 * Reports this page load's performance once (spec §5, §7, §9): unless the device is low-end, the
 * URL has a query string or it is a login page, it waits 3 s, measures CLS and LCP with
 * web-vitals for up to 15 s (less if the page is hidden first), then posts CLS x 10000, LCP and the
 * cold or warm load time with the visitor's IP to /api/pulse-page-metrics.
 *
 * ```ts
 * useEffect(() => startPageMetrics({ client, lookupIp: () => fetchIp() }).stop, [client]);
 * ```
 */
export function startPageMetrics(options: PageMetricsOptions): PageMetricsHandle {
  const clock = options.clock ?? systemClock;
  const page = options.page ?? browserPage();
  let finish: (payload: PerformanceMetricsPayload | null) => void = () => {};
  const result = new Promise<PerformanceMetricsPayload | null>((resolve) => {
    finish = resolve;
  });
  if (page === undefined || !shouldReportPerformance(page)) {
    finish(null);
    return { stop() {}, result };
  }

  let stopped = false;
  let sending = false;
  let cls: number | undefined;
  let lcp: number | undefined;
  let ip: Promise<string | null> | undefined;
  const cleanups: (() => void)[] = [];
  const cleanUp = () => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  };

  const send = async () => {
    if (stopped || sending) return;
    sending = true;
    cleanUp();
    const metrics = computePerformanceMetrics({
      cls,
      lcp,
      pageLoad: (options.readPageLoad ?? readPageLoad)(),
    });
    if (metrics.length === 0) return finish(null);
    const payload: PerformanceMetricsPayload = {
      url: page.href,
      ip: await (ip ?? Promise.resolve(null)),
      metrics,
    };
    try {
      await options.client.request(sendPageMetrics, { body: payload });
      finish(payload);
    } catch {
      // Metrics are best effort: a failed report is dropped, never shown.
      finish(null);
    }
  };

  const measure = async () => {
    ip = getVisitorIp({
      lookupIp: options.lookupIp,
      now: () => clock.now(),
      ...(options.storage === undefined ? {} : { storage: options.storage }),
    });
    let vitals: VitalsSource;
    try {
      vitals = await (options.loadVitals ?? loadWebVitals)();
    } catch {
      vitals = { onCLS() {}, onLCP() {} };
    }
    if (stopped) return;
    // Every change, so the values at the deadline are the latest, not only the final ones.
    vitals.onCLS((metric) => (cls = metric.value), { reportAllChanges: true });
    vitals.onLCP((metric) => (lcp = metric.value), { reportAllChanges: true });
    cleanups.push((options.onPageHidden ?? onDocumentHidden)(() => void send()));
    const deadline = clock.setTimeout(
      () => void send(),
      options.maxMeasureMs ?? PERFORMANCE_MAX_MEASURE_MS,
    );
    cleanups.push(() => clock.clearTimeout(deadline));
  };

  const start = clock.setTimeout(
    () => void measure(),
    options.initialDelayMs ?? PERFORMANCE_INITIAL_DELAY_MS,
  );
  cleanups.push(() => clock.clearTimeout(start));

  return {
    stop() {
      if (sending) return;
      stopped = true;
      cleanUp();
      finish(null);
    },
    result,
  };
}
