import type { Page } from 'playwright-core';
import { CONTEXT_OPTIONS, launchChromium, navigateInApp, trackActivity } from './browser.ts';
import { assertFreshBuild, startPreview } from './server.ts';
import { acceptCookies, signInWithForm } from './support/personas.ts';

// `pnpm bench` (never part of `pnpm test`): a thread of 5,000 messages in Chromium. The inbox opens
// it, the reader scrolls up through every page of it and back down; each phase reports the main
// thread's long tasks (over 50 ms, from a PerformanceObserver) and how many messages were in the
// page at most, which virtualization keeps to a screenful whatever the thread's length.

const MESSAGES = 5000;
const THREAD = { subject_type: 'brand', subject_id: 2, visibility: 'internal' } as const;
/** Stops scrolling up after this long, whatever has loaded: a report, not a hang. */
const SCROLL_UP_LIMIT_MS = 240_000;
/** A brisk reader: a screenful of wheel every 50 ms, about 16,000 pixels a second. */
const WHEEL_PX = 800;
const WHEEL_PAUSE_MS = 50;

declare global {
  interface Window {
    __longTasks?: number[];
  }
}

interface Phase {
  readonly name: string;
  readonly longTasks: number[];
  readonly maxRendered: number;
  readonly ms: number;
}

/** Runs `work`, collecting the long tasks it caused and the most messages in the page at once. */
async function phase(
  page: Page,
  name: string,
  work: (sample: () => Promise<void>) => Promise<void>,
): Promise<Phase> {
  await page.evaluate(() => {
    window.__longTasks = [];
  });
  let maxRendered = 0;
  const sample = async () => {
    // A plain selector: Playwright's role queries cost the page more than what is measured.
    const count = await page.evaluate(
      () => document.querySelectorAll('[role="log"] article').length,
    );
    maxRendered = Math.max(maxRendered, count);
  };
  const started = performance.now();
  await work(sample);
  await sample();
  // Long tasks are reported after they end: give the observer a moment.
  await page.waitForTimeout(300);
  const longTasks = await page.evaluate(() => window.__longTasks ?? []);
  return { name, longTasks, maxRendered, ms: performance.now() - started };
}

/** Where the timeline is scrolled, and whether earlier messages remain to load. */
async function scrollState(page: Page) {
  return page.evaluate(() => {
    const log = document.querySelector('[role="log"]');
    const scroller = log?.parentElement;
    const hasMore = [...(log?.querySelectorAll('button') ?? [])].some(
      (button) => button.textContent === 'Load earlier messages',
    );
    return scroller === null || scroller === undefined
      ? { top: 0, max: 0, hasMore }
      : { top: scroller.scrollTop, max: scroller.scrollHeight - scroller.clientHeight, hasMore };
  });
}

async function main(): Promise<void> {
  assertFreshBuild('dist');
  const preview = await startPreview();
  const browser = await launchChromium();
  try {
    const seeded = await fetch(`${preview.origin}/__mock/thread-history`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ ...THREAD, count: MESSAGES }),
    });
    if (!seeded.ok) throw new Error(`POST /__mock/thread-history answered ${seeded.status}`);

    const context = await browser.newContext({ ...CONTEXT_OPTIONS, baseURL: preview.origin });
    await trackActivity(context);
    await context.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks?.push(entry.duration);
      }).observe({ type: 'longtask' });
    });
    const page = await context.newPage();
    await page.goto('/login');
    await signInWithForm(page, 'admin');
    await acceptCookies(page);
    await page.goto('/agency/inbox');
    await page.getByRole('heading', { name: 'Inbox', level: 1 }).waitFor();

    const phases: Phase[] = [];
    phases.push(
      await phase(page, 'open the thread', async () => {
        await navigateInApp(
          page,
          `/agency/inbox?thread=${THREAD.subject_type}.${THREAD.subject_id}.${THREAD.visibility}`,
        );
        await page.locator('[role="log"] article').last().waitFor();
      }),
    );

    const log = page.getByRole('log');
    await log.hover();
    phases.push(
      await phase(page, `scroll up through all ${MESSAGES}`, async (sample) => {
        const started = performance.now();
        while (performance.now() - started < SCROLL_UP_LIMIT_MS) {
          await page.mouse.wheel(0, -WHEEL_PX);
          await page.waitForTimeout(WHEEL_PAUSE_MS);
          await sample();
          const { top, hasMore } = await scrollState(page);
          if (!hasMore && top === 0) break;
        }
      }),
    );
    const first = await page.getByText('(#1)', { exact: false }).count();

    phases.push(
      await phase(page, 'scroll back down', async (sample) => {
        for (;;) {
          await page.mouse.wheel(0, WHEEL_PX);
          await page.waitForTimeout(WHEEL_PAUSE_MS);
          await sample();
          const { top, max } = await scrollState(page);
          if (top >= max - 1) break;
        }
      }),
    );

    console.log(`\nA thread of ${MESSAGES} messages (Chromium, no throttling)`);
    console.log(`  reached the first message: ${first > 0 ? 'yes' : 'no'}`);
    for (const { name, longTasks, maxRendered, ms } of phases) {
      const longest = longTasks.length === 0 ? 0 : Math.max(...longTasks);
      console.log(
        `  ${name.padEnd(28)} ${(ms / 1000).toFixed(1).padStart(6)} s  long tasks over 50 ms: ${longTasks.length} (longest ${longest.toFixed(0)} ms)  messages in the page at most: ${maxRendered}`,
      );
    }
    await context.close();
  } finally {
    await browser.close();
    await preview.close();
  }
}

await main();
