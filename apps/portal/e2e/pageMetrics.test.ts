import { describe, expect, it } from 'vitest';
import { waitForSettled } from './browser.ts';
import { setPageHidden, watchNotifications } from './support/notifications.ts';
import { pageErrors, setupE2E } from './support/setup.ts';

// Spec §5, §7, §9 in Chromium, with the real web-vitals: a signed-in page load reports its CLS
// (x 10000), LCP and load time once, to POST /api/pulse-page-metrics, at the latest when the user
// leaves the tab. The measuring starts once the page has settled (issue 17), so it costs the
// first render nothing. These machines have 2 cores, which the spec counts as a low-end device
// that never reports, so the page is told it runs on 8.

const e2e = setupE2E();

interface Report {
  readonly url: string;
  readonly ip: string | null;
  readonly metrics: readonly { readonly name: string; readonly value: number }[];
}

describe('page metrics', () => {
  it('reports a page load once, with its CLS, LCP and load time, when the tab is left', async () => {
    const context = await e2e.sessions.context('admin');
    // Hiding the page as a tab switch does (headless Chromium always reports it visible).
    await watchNotifications(context);
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => 8 }),
    );
    const page = await context.newPage();
    const errors = pageErrors(page);
    const reports: Report[] = [];
    const answers: number[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/pulse-page-metrics'))
        reports.push(request.postDataJSON() as Report);
    });
    page.on('response', (response) => {
      if (response.url().endsWith('/api/pulse-page-metrics')) answers.push(response.status());
    });
    await page.goto('/agency/home');
    await waitForSettled(page);

    // Measuring starts a few seconds after the page settled: until then leaving sends nothing.
    await expect
      .poll(
        async () => {
          await setPageHidden(page, true);
          await setPageHidden(page, false);
          return reports.length;
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe(1);
    const [report] = reports;
    expect(report?.url).toBe(`${e2e.origin}/agency/home`);
    expect(report?.ip).toBeNull();
    const values = new Map(report?.metrics.map((metric) => [metric.name, metric.value]));
    expect([...values.keys()].sort()).toEqual(['cls', 'lcp', 'page_load_cold'].sort());
    expect(values.get('lcp')).toBeGreaterThan(0);
    // Issue 17's CLS goal, as the report counts it (0.02 x 10000).
    expect(values.get('cls')).toBeLessThanOrEqual(200);
    await expect.poll(() => answers).toEqual([expect.any(Number)]);
    expect(answers[0]).toBeLessThan(300);

    // Once per page load: leaving again sends nothing more.
    await setPageHidden(page, true);
    await setPageHidden(page, false);
    await setPageHidden(page, true);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1_000)));
    expect(reports).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
