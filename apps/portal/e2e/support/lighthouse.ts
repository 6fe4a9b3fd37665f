import lighthouse from 'lighthouse';
import type { BrowserContext } from 'playwright-core';

// Lighthouse's performance audit of a page, cold: the browser's HTTP cache is cleared before each
// run, the signed-in session (cookies, local storage) kept, as a user opening the app finds it.

export interface LighthouseRun {
  /** 0-100, or null when Lighthouse gave no score. */
  readonly score: number | null;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
}

/** Runs Lighthouse (mobile, simulated throttling) on `url` in the browser listening on `port`. */
export async function lighthouseCold(
  context: BrowserContext,
  port: number,
  url: string,
): Promise<LighthouseRun> {
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // Keeps the session's cookies and storage (Lighthouse clears them by default): the cache
    // was cleared above.
    disableStorageReset: true,
  });
  const lhr = result?.lhr;
  if (lhr === undefined) throw new Error(`Lighthouse gave no result for ${url}.`);
  const score = lhr.categories.performance?.score;
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: score == null ? null : Math.round(score * 100),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  };
}

/** The median of some numbers (the lower middle one of an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
}
