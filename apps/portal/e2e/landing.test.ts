import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser.ts';
import { startPreview } from './server.ts';

describe('portal in Chromium', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startPreview>>;

  beforeAll(async () => {
    server = await startPreview();
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('serves the built app, which renders the Airtime heading', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(server.origin);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Airtime');
    expect(await page.title()).toBe('Airtime');
    expect(errors).toEqual([]);
  });
});
