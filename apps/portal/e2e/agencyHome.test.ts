import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForSettled } from './browser.ts';
import { seriousViolations } from './support/axe.ts';
import type { PersonaKey } from './support/personas.ts';
import { pageErrors, setupE2E } from './support/setup.ts';

// Issue 24, point 1 in Chromium: agency home as the day's worklist. An agency coordinator and a
// finance user each open it, see their own parts, follow a row's action into the screen where the
// work is done, and no part scrolls sideways on a laptop; axe finds nothing serious.

const e2e = setupE2E();

const LAPTOPS = [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
] as const;

async function openHome(persona: PersonaKey, viewport: { width: number; height: number }) {
  const context = await e2e.sessions.context(persona, { viewport });
  const page = await context.newPage();
  const errors = pageErrors(page);
  await page.goto('/agency/home');
  await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
  await waitForSettled(page);
  return { page, errors };
}

/** The worklist's parts, by their headings. */
const partTitles = (page: Page) => page.locator('main section h2').allTextContents();

/** Whether the page, or anything in a part of home, is wider than its box (scrolls sideways). */
function sidewaysScrollers(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth) found.push('the page');
    for (const section of document.querySelectorAll('main section')) {
      const name = section.querySelector('h2')?.textContent ?? '?';
      for (const element of [section, ...section.querySelectorAll('*')]) {
        const { overflowX } = getComputedStyle(element);
        const scrolls = overflowX === 'auto' || overflowX === 'scroll' || element === section;
        if (scrolls && element.scrollWidth > element.clientWidth + 1) {
          found.push(`${name}: ${element.tagName.toLowerCase()}.${element.className}`);
        }
      }
    }
    return found;
  });
}

/** The first row of a part once its rows are in. */
function firstRow(page: Page, part: string) {
  return page.locator(`ul[aria-label="${part}"]:not([aria-busy]) > li`).first();
}

describe('agency home, the day’s worklist', { timeout: 120_000 }, () => {
  it.each(LAPTOPS)(
    'shows a coordinator their parts, none scrolling sideways at $width px',
    async (viewport) => {
      const { page, errors } = await openHome('admin', viewport);
      expect(await partTitles(page)).toEqual([
        'Plans needing attention',
        'Productions past due or moving',
        'Airing this week',
        'Your assignments',
        'Unread conversations',
        'IOs to handle',
        'Invoices due',
        'Payouts late',
      ]);
      await firstRow(page, 'Plans needing attention').waitFor();
      await firstRow(page, 'Airing this week').waitFor();
      expect(await page.getByRole('button', { name: /^Load more/ }).count()).toBe(0);
      expect(await sidewaysScrollers(page)).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  it("follows a plan's row into its brand's planning, the plan open", async () => {
    const { page, errors } = await openHome('admin', LAPTOPS[0]);
    const row = firstRow(page, 'Plans needing attention');
    const action = row.getByRole('link', { name: /^Open plan: / });
    const name = ((await action.getAttribute('aria-label')) ?? '').replace('Open plan: ', '');
    await action.click();
    await page.waitForURL(/\/agency\/brands\/\d+\/planning\?.*modal=planning/);
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('heading', { level: 3, name: 'Details' }).waitFor();
    expect(name).not.toBe('');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows finance their invoices due and payouts late, and follows an invoice to Brand Invoicing', async () => {
    const { page, errors } = await openHome('finance', LAPTOPS[0]);
    expect(await partTitles(page)).toEqual([
      'Invoices due',
      'Payouts late',
      'Unread conversations',
      'Your assignments',
    ]);
    await firstRow(page, 'Payouts late').waitFor();
    const invoice = firstRow(page, 'Invoices due');
    await invoice.waitFor();
    expect(await sidewaysScrollers(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);

    await invoice.getByRole('link', { name: /^Follow up: / }).click();
    await page.waitForURL(/\/agency\/accounting\/invoices\?.*filter\.brand_id=\d+/);
    const grid = page.getByRole('grid');
    await grid.getByRole('row').nth(1).waitFor();
    await waitForSettled(page);
    const statuses = await grid
      .getByRole('row')
      .evaluateAll((rows) =>
        rows.slice(1).map((row) => /Sent|Overdue/.test(row.textContent ?? '')),
      );
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.every(Boolean)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
