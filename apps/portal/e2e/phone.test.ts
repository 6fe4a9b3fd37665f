import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { navigateInApp, waitForSettled } from './browser.ts';
import { describeFindings, seriousViolations } from './support/axe.ts';
import { loadMatrixRoutes } from './support/matrixRoutes.ts';
import { profileOf } from './support/personas.ts';
import { expectedDestination, type MatrixRoute } from './support/routeTable.ts';
import { pageErrors, setupE2E } from './support/setup.ts';
import { sidewaysOverflow } from './support/sideways.ts';

// Issue 24 point 6: the brand and creator apps on a phone (390 × 844). No page scrolls sideways,
// axe finds nothing serious, the brand home shows its figures two to a row and its events whole.

const e2e = setupE2E();
const PHONE = { viewport: { width: 390, height: 844 } } as const;
let routes: MatrixRoute[] = [];

beforeAll(async () => {
  routes = await loadMatrixRoutes(e2e);
});

async function phoneContext(persona: 'brand' | 'creator'): Promise<BrowserContext> {
  const context = await e2e.sessions.context(persona, PHONE);
  // As in the matrix: the creator app shows creator 1, who works with brand 2.
  await context.addInitScript(() => {
    localStorage.setItem('airtime:selected-creator-id', '1');
  });
  return context;
}

/** Opens a path in the running app (a full load for the first) and waits until it has settled. */
async function open(page: Page, path: string, first: boolean): Promise<void> {
  if (first) {
    await page.goto(path);
    await waitForSettled(page);
  } else {
    const from = await navigateInApp(page, path);
    await waitForSettled(page, { from });
  }
}

describe('the brand and creator apps on a phone', () => {
  it.each(['brand', 'creator'] as const)(
    'as %s, no page of the app scrolls sideways at 390 px, and axe passes',
    async (persona) => {
      const context = await phoneContext(persona);
      const profile = await profileOf(context);
      const page = await context.newPage();
      const errors = pageErrors(page);
      const own = routes.filter(
        (route) =>
          route.appType === persona && expectedDestination(profile, route.path) === route.path,
      );
      const failures: string[] = [];
      let first = true;
      for (const route of own) {
        await open(page, route.path, first);
        first = false;
        const overflow = await sidewaysOverflow(page);
        if (overflow.length > 0)
          failures.push(`${route.path} scrolls sideways: ${overflow.join('; ')}`);
        const violations = await seriousViolations(page);
        if (violations.length > 0) failures.push(`${route.path}: ${describeFindings(violations)}`);
      }
      await context.close();
      console.info(`[phone] ${persona}: ${own.length} pages at 390 px`);
      expect(own.length).toBeGreaterThan(3);
      expect(failures).toEqual([]);
      expect(errors).toEqual([]);
    },
    // Generous: a page each few seconds on a machine that may be busy.
    600_000,
  );

  it('the brand home shows its figures two to a row and its events as cards, nothing clipped', async () => {
    const context = await phoneContext('brand');
    const page = await context.newPage();
    await open(page, '/brand/home', true);

    const figures = await page.getByText('Active campaigns', { exact: true }).evaluate((label) =>
      [...(label.parentElement?.parentElement?.children ?? [])].map((figure) => {
        const { top, left, right } = figure.getBoundingClientRect();
        return { top: Math.round(top), left: Math.round(left), right: Math.round(right) };
      }),
    );
    expect(figures).toHaveLength(7);
    const [one, two, three] = figures;
    // Side by side, then the next row.
    expect(two?.top).toBe(one?.top);
    expect(two?.left).toBeGreaterThan(one?.right ?? 0);
    expect(three?.top).toBeGreaterThan(one?.top ?? 0);
    expect(new Set(figures.map((figure) => figure.top)).size).toBe(4);

    const events = page.getByRole('grid', { name: 'Events this month' });
    await expect(events.getAttribute('data-layout')).resolves.toBe('cards');
    const fits = await events.evaluate((grid) => ({
      inside: grid.scrollWidth <= grid.clientWidth,
      right: grid.getBoundingClientRect().right,
    }));
    expect(fits.inside).toBe(true);
    expect(fits.right).toBeLessThanOrEqual(390);
    const firstEvent = events.getByRole('rowheader').first();
    await firstEvent.waitFor();
    const box = await firstEvent.boundingBox();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 390).toBe(true);
    await context.close();
  }, 120_000);
});
