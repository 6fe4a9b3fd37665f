import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForSettled } from './browser.ts';
import { callApi } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { pageErrors, setupE2E } from './support/setup.ts';
import { scrollUntilShown } from './support/virtualGrid.ts';

// Issue 18: the production board's inline editors and bulk bar in Chromium against the fake's
// local server. As admin@: a projection set to High shows 90% in its row and moves the week's
// weighted forecast by rate × (0.9 − the old weight); two rows' status changes in one bulk
// change; axe passes with the editors open. As readonly@: no editor, no checkbox.

const e2e = setupE2E();

const WEIGHTS: Record<string, number> = {
  failed: 0,
  low: 0.1,
  medium: 0.5,
  high: 0.9,
  happened: 1,
};

interface ApiProduction {
  readonly id: number;
  readonly event_id: number;
  readonly status: string;
  readonly projection: string | null;
}
interface ApiEvent {
  readonly id: number;
  readonly title: string;
  readonly rate: number | null;
  readonly aired_date: string | null;
  readonly planned_date: string | null;
}
interface BoardPage {
  readonly data: ApiProduction[];
  readonly included: { readonly events: ApiEvent[] };
}

const JSON_ACCEPT = { Accept: 'application/json' };

/** Opens this week's board and gives the first page of rows as the server answers it. */
async function openBoard(page: Page): Promise<BoardPage> {
  const answer = page.waitForResponse(
    (response) =>
      response.url().includes('/api/event-production?') && response.url().includes('sort=date'),
  );
  await page.goto('/agency/production');
  // Read again by its URL: the answer seen may be a late one of the page this one replaced,
  // whose body is gone once the page navigates.
  const url = (await answer).url();
  const board = (await (await page.request.get(url, { headers: JSON_ACCEPT })).json()) as BoardPage;
  await page.getByRole('grid', { name: /^Productions, Week of/ }).waitFor();
  await waitForSettled(page);
  return board;
}

const grid = (page: Page) => page.getByRole('grid', { name: /^Productions, Week of/ });
const rowOf = (page: Page, title: string) =>
  grid(page).getByRole('row').filter({ hasText: title }).first();

/** The week's weighted forecast, in dollars. */
async function forecastTotal(page: Page): Promise<number> {
  const total = page.getByRole('group', { name: "Week's forecast" }).locator('strong');
  await total.waitFor();
  return Number(((await total.textContent()) ?? '').replace(/[$,]/g, ''));
}

describe('production inline editing (admin)', () => {
  it('sets a projection to High: 90% in the row, the forecast moves by rate × (0.9 − old)', async () => {
    const page = await e2e.sessions.page('admin');
    const errors = pageErrors(page);
    const board = await openBoard(page);
    const events = new Map(board.included.events.map((event) => [event.id, event]));
    // The board orders the week by day (aired, else planned), then id.
    const days = board.data.map((row) => {
      const event = events.get(row.event_id);
      return `${event?.aired_date ?? event?.planned_date}:${String(row.id).padStart(8, '0')}`;
    });
    expect(days).toEqual([...days].sort());
    // And the rows show those days in that order.
    const shown = (await grid(page).getByRole('row').allInnerTexts())
      .map((text) => /[A-Z][a-z]{2} \d{2}, \d{4}/.exec(text)?.[0])
      .filter((day) => day !== undefined)
      .map((day) => Date.parse(day));
    expect(shown.length).toBeGreaterThan(1);
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
    const target = board.data.find((row) => {
      const event = events.get(row.event_id);
      // Not folded away with the aired and cancelled.
      const open = !['aired', 'cancelled'].includes(row.status);
      return open && event?.aired_date === null && event.rate !== null && row.projection !== 'high';
    });
    expect(target, 'a production still to air with a rate').toBeDefined();
    if (target === undefined) return;
    const event = events.get(target.event_id) as ApiEvent;
    const before = await forecastTotal(page);

    const row = rowOf(page, event.title);
    await scrollUntilShown(grid(page), row);
    await row.getByRole('button', { name: /^Projection: / }).click();
    const high = page.getByRole('menuitemradio', { name: 'High · 90%' });
    await high.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await high.click();
    await row.getByText('High · 90%').waitFor();
    const change = (event.rate ?? 0) * (0.9 - (WEIGHTS[target.projection ?? ''] ?? 0));
    await expect.poll(() => forecastTotal(page)).toBeCloseTo(before + change, 0);
    await expect
      .poll(
        async () =>
          (await callApi<ApiProduction>(page, 'GET', `/api/event-production/${target.id}`))
            .projection,
      )
      .toBe('high');
    // Reloaded, the server's answer says the same.
    await openBoard(page);
    await scrollUntilShown(grid(page), rowOf(page, event.title));
    await rowOf(page, event.title).getByText('High · 90%').waitFor();
    expect(await forecastTotal(page)).toBeCloseTo(before + change, 0);
    expect(errors).toEqual([]);
  });

  it('opens a cell editor from the keyboard, and Escape gives focus back to the grid', async () => {
    const page = await e2e.sessions.page('admin');
    await openBoard(page);
    // The first production's row (rows come under day headers, issue 24).
    const first = grid(page)
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader') })
      .first();
    const cell = first.getByRole('gridcell').filter({
      has: page.getByRole('button', { name: /^Status: / }),
    });
    await cell.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    await expect
      .poll(() => menu.evaluate((node) => node.contains(document.activeElement)))
      .toBe(true);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    const focusIn = () => cell.evaluate((node) => node.contains(document.activeElement));
    await expect.poll(focusIn).toBe(true);
    await page.keyboard.press('Escape');
    expect(await cell.evaluate((node) => node === document.activeElement)).toBe(true);
    await page.keyboard.press(' ');
    await menu.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(focusIn).toBe(true);
    await page.keyboard.press('ArrowRight');
    expect(await focusIn()).toBe(false);
  });

  it('changes the status of two selected rows in one bulk change', async () => {
    const page = await e2e.sessions.page('admin');
    const board = await openBoard(page);
    const events = new Map(board.included.events.map((event) => [event.id, event]));
    // Two in work: the aired and cancelled are folded under their count.
    const chosen = board.data
      .filter((row) => !['moving', 'aired', 'cancelled'].includes(row.status))
      .slice(0, 2);
    const titles = chosen.map((row) => events.get(row.event_id)?.title ?? '');
    for (const title of titles) {
      await scrollUntilShown(grid(page), rowOf(page, title));
      await rowOf(page, title).getByRole('checkbox').check();
    }
    const bar = page.getByRole('toolbar', { name: 'Bulk actions' });
    await bar.getByText('2 selected').waitFor();
    const batch = page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' && response.url().endsWith('/api/event-production'),
    );
    await bar.getByRole('button', { name: 'Set status of 2 selected' }).click();
    await page.getByRole('menuitemradio', { name: 'Moving' }).click();
    expect((await batch).status()).toBe(200);
    for (const title of titles) {
      await scrollUntilShown(grid(page), rowOf(page, title));
      await rowOf(page, title).getByText('Moving').first().waitFor();
    }
    const statuses = await Promise.all(
      chosen.map(
        async (row) =>
          (await callApi<ApiProduction>(page, 'GET', `/api/event-production/${row.id}`)).status,
      ),
    );
    expect(statuses).toEqual(['moving', 'moving']);
    // The owner editor (a people search) passes axe too.
    await bar.getByRole('button', { name: 'Set owner of 2 selected' }).click();
    await page.getByRole('combobox', { name: 'Owner' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
  });
});

describe('production board (readonly)', () => {
  it('shows no editor and no checkbox', async () => {
    const page = await e2e.sessions.page('readonly');
    await openBoard(page);
    expect(await grid(page).getByRole('checkbox').count()).toBe(0);
    expect(
      await grid(page)
        .getByRole('button', { name: /^(Status|Projection|Owner|Backup|Important|Tags): / })
        .count(),
    ).toBe(0);
    expect(await page.getByRole('toolbar', { name: 'Bulk actions' }).count()).toBe(0);
  });
});
