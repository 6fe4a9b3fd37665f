import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTEXT_OPTIONS, launchChromium, trackActivity, waitForSettled } from './browser.ts';
import { assertFreshBuild, type Preview, startPreview } from './server.ts';
import { signInWithForm } from './support/personas.ts';
import { moveBrowserClock } from './support/today.ts';

// Issue 6 item 11, the third way to run: the demo build is static files only. No server answers
// the API: the fake runs in the page (msw's service worker), with its data in IndexedDB.

let demo: Preview;
let browser: Browser;

beforeAll(async () => {
  assertFreshBuild('dist-demo');
  demo = await startPreview({ demo: true });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await demo?.close();
});

describe('the demo build', () => {
  it('signs in as admin with the fake in the browser', async () => {
    const context = await browser.newContext({ ...CONTEXT_OPTIONS, baseURL: demo.origin });
    await trackActivity(context);
    await moveBrowserClock(context);
    const page = await context.newPage();
    const api: { path: string; fromWorker: boolean; status: number }[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/sanctum/')) {
        api.push({
          path: url.pathname,
          fromWorker: response.fromServiceWorker(),
          status: response.status(),
        });
      }
    });
    await page.goto('/login');
    // The first visit seeds the fake's data in the page before the app starts.
    await page.getByRole('button', { name: 'Sign in' }).waitFor({ timeout: 60_000 });
    await signInWithForm(page, 'admin');
    await page.waitForURL((url) => url.pathname === '/agency/home');
    await waitForSettled(page, { timeout: 30_000 });
    expect(api.some((call) => call.path === '/sanctum/login' && call.status === 200)).toBe(true);
    // Every API answer came from the page's service worker: nothing reached the preview server.
    expect(api.filter((call) => !call.fromWorker)).toEqual([]);

    // The data lives in the browser: a reload stays signed in. The fake saves to IndexedDB 400 ms
    // after the last change (startMockWorker's saveDelayMs): the app is up sooner than that now, so
    // the reload waits for the save, as a reload within those 400 ms would lose the sign-in.
    await page.waitForTimeout(1_000);
    await page.reload();
    await waitForSettled(page, { timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe('/agency/home');
    await context.close();
  }, 120_000);

  it('the preview server behind the demo answers no API path itself', async () => {
    const response = await fetch(`${demo.origin}/api/user`);
    // vite preview's SPA fallback: an HTML page, not an API answer.
    expect(response.headers.get('content-type') ?? '').toContain('text/html');
  });
});
