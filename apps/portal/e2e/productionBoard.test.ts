import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForSettled } from './browser.ts';
import { callApi } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { pageErrors, setupE2E } from './support/setup.ts';
import { scrollUntilShown } from './support/virtualGrid.ts';

// Issue 24, point 3, in Chromium against the fake's local server: the production board by what
// needs doing. As admin@: group by status, kept in the URL across a reload; the aired folded under
// their count and shown from the keyboard; a late production's row says so beside its title; axe
// passes. On a phone the board is cards under the same group headers, without the lines the
// Event column already says (importance) or the production holds (backup, tags).

const e2e = setupE2E();

interface ApiProduction {
  readonly id: number;
  readonly event_id: number;
  readonly status: string;
}
interface BoardPage {
  readonly data: ApiProduction[];
  readonly included: { readonly events: { readonly id: number; readonly title: string }[] };
}

const grid = (page: Page) => page.getByRole('grid', { name: /^Productions, Week of/ });
const rowOf = (page: Page, title: string) =>
  grid(page).getByRole('row').filter({ hasText: title }).first();

/** Opens this week's board and gives the first page of rows as the server answers it. */
async function openBoard(page: Page): Promise<BoardPage> {
  const answer = page.waitForResponse((response) =>
    response.url().includes('/api/event-production?'),
  );
  await page.goto('/agency/production');
  const url = (await answer).url();
  const board = (await (
    await page.request.get(url, { headers: { Accept: 'application/json' } })
  ).json()) as BoardPage;
  await grid(page).waitFor();
  await waitForSettled(page);
  return board;
}

describe('the production board by what needs doing (admin)', () => {
  it('groups by status across a reload, shows the aired by keyboard and marks a late row', async () => {
    const page = await e2e.sessions.page('admin');
    const errors = pageErrors(page);
    const board = await openBoard(page);
    const titles = new Map(board.included.events.map((event) => [event.id, event.title]));
    // Two of the week's productions in work: one made late, one aired.
    const [late, aired] = board.data.filter(
      (row) => !['aired', 'cancelled', 'moving', 'past-due'].includes(row.status),
    );
    expect(late, 'two productions in work this week').toBeDefined();
    if (late === undefined || aired === undefined) return;
    await callApi(page, 'PUT', `/api/event-production/${late.id}`, { status: 'past-due' });
    await callApi(page, 'PUT', `/api/event-production/${aired.id}`, { status: 'aired' });
    await openBoard(page);

    // By day (the default): the aired are folded under their count.
    const finished = grid(page).getByRole('button', { name: /^Show Aired or cancelled \(/ });
    await scrollUntilShown(grid(page), finished);
    expect(await finished.getAttribute('aria-expanded')).toBe('false');

    await page.getByRole('button', { name: /Group by$/ }).click();
    await page.getByRole('option', { name: 'Status' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('filter.group')).toBe('status');
    await page.reload();
    await grid(page).waitFor();
    await waitForSettled(page);
    expect(new URL(page.url()).searchParams.get('filter.group')).toBe('status');

    // What needs doing first: the late group heads the board, its row says why beside its title.
    const headings = grid(page).getByRole('heading', { level: 3 });
    await expect.poll(() => headings.first().textContent()).toMatch(/^Past Due · \d+ production/);
    const lateTitle = titles.get(late.event_id) ?? '';
    expect(await rowOf(page, lateTitle).getByRole('rowheader').textContent()).toContain('Past Due');

    // The aired, folded under their count, shown from the keyboard.
    const airedTitle = titles.get(aired.event_id) ?? '';
    expect(await rowOf(page, airedTitle).count()).toBe(0);
    const show = grid(page).getByRole('button', { name: /^Show Aired \(\d+ production/ });
    await scrollUntilShown(grid(page), show);
    const count = Number(/\((\d+)/.exec((await show.getAttribute('aria-label')) ?? '')?.[1]);
    const rowCount = async () => Number(await grid(page).getAttribute('aria-rowcount'));
    const before = await rowCount();
    await show.focus();
    await page.keyboard.press('Enter');
    const hide = grid(page).getByRole('button', { name: /^Hide Aired \(/ });
    await hide.waitFor();
    expect(await hide.getAttribute('aria-expanded')).toBe('true');
    expect(await rowCount()).toBe(before + count);
    // Focus stays on the button, now Hide.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'))).toBe(
      'true',
    );
    // The aired group is the last: its rows are at the bottom of the grid.
    await scrollUntilShown(grid(page), rowOf(page, airedTitle));
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('on a phone, shows cards under the day headers, with the key lines only', async () => {
    const context = await e2e.sessions.context('admin', {
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    const errors = pageErrors(page);
    await openBoard(page);
    const table = grid(page);
    const headings = table.getByRole('heading', { level: 3 });
    await expect.poll(() => headings.count()).toBeGreaterThan(0);
    expect(await headings.first().textContent()).toMatch(/ · \d+ productions?$/);
    // A header sits above its group's first card, and every card fits the phone.
    const header = await headings.first().boundingBox();
    const card = await table.getByRole('rowheader').first().boundingBox();
    expect(header !== null && card !== null && card.y >= header.y + header.height - 1).toBe(true);
    expect(card !== null && card.x >= 0 && card.x + card.width <= 390).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    // Key lines only: status and owner are there, importance, backup and tags are not.
    const firstCard = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader') })
      .first();
    const lines = (await firstCard.textContent()) ?? '';
    expect(lines).toContain('Status');
    expect(lines).toContain('Owner');
    for (const hidden of ['Backup', 'Tags']) expect(lines).not.toContain(hidden);
    // The cells' editors show their whole value: none is narrower than its text.
    const clipped = await firstCard.evaluate((row) =>
      [...row.querySelectorAll('button')]
        .filter((button) => button.scrollWidth > button.clientWidth + 1)
        .map((button) => button.textContent),
    );
    expect(clipped).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
