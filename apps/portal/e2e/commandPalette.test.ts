import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForSettled } from './browser.ts';
import { callApi } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { pageErrors, setupE2E } from './support/setup.ts';

// Issue 23, item 1 in Chromium: the command palette opens by keyboard (its code loading only
// then), finds a creator through the global search and opens its record; on the planning board it
// moves the selected campaign along its planning step, as the campaign's own buttons do; axe
// passes on the open palette.

const e2e = setupE2E();

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' });
const field = (page: Page) =>
  palette(page).getByRole('textbox', { name: 'Search pages, records and actions' });

/** Ctrl+K, then the field has focus. */
async function openByKeyboard(page: Page) {
  await page.keyboard.press('Control+k');
  await field(page).waitFor();
  await expect
    .poll(() => field(page).evaluate((input) => input === document.activeElement))
    .toBe(true);
}

/**
 * Whether `item` is the field's active descendant, read in one step in the page: the item may
 * mount again (and take a new id) while the search's results arrive.
 */
function isActive(item: Locator): Promise<boolean> {
  return item.evaluate((element) => {
    const input = element.closest('[role="dialog"]')?.querySelector('input');
    return input?.getAttribute('aria-activedescendant') === element.id;
  });
}

/** Once the palette's search has answered the text typed (its spinner gone). */
async function searchSettled(page: Page) {
  await palette(page)
    .getByRole('progressbar', { name: 'Searching…' })
    .waitFor({ state: 'detached' });
}

/** Once the search has settled, arrows down until `item` is active, then Enter runs it. */
async function chooseByKeyboard(page: Page, item: Locator) {
  await searchSettled(page);
  for (let step = 0; step < 40; step += 1) {
    if (await isActive(item)) break;
    await page.keyboard.press('ArrowDown');
  }
  expect(await isActive(item)).toBe(true);
  await page.keyboard.press('Enter');
}

/** The script files the page has fetched. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return scripts;
}

describe('the command palette in Chromium', { timeout: 120_000 }, () => {
  it('opens by keyboard, finds a creator by name and opens its record', async () => {
    const page = await e2e.sessions.page('admin');
    const errors = pageErrors(page);
    const scripts = scriptsOf(page);
    await page.goto('/agency/home');
    await waitForSettled(page);
    const before = scripts.length;

    await openByKeyboard(page);
    // Its code came with the first Ctrl+K, not with the page.
    expect(scripts.length).toBeGreaterThan(before);
    // Empty query: the pages the admin may open, under their section.
    await palette(page).getByRole('group', { name: 'Pages' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const [creator] = await callApi<{ id: number; name: string }[]>(
      page,
      'GET',
      '/api/creators?per_page=1&sort=name',
    );
    if (creator === undefined) throw new Error('The fake has no creator.');
    await page.keyboard.type(creator.name);
    const records = palette(page).getByRole('group', { name: 'Records' });
    // The creator, not a channel of the same name: its description says which.
    const item = records
      .getByRole('menuitem', { name: creator.name })
      .filter({ hasText: /Creator$/ })
      .first();
    await item.waitFor();
    // Read once the results stop changing: while they arrive, the field can name an item that
    // has just been replaced.
    await searchSettled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await chooseByKeyboard(page, item);

    await page.waitForURL(new RegExp(`/agency/creators/${creator.id}(/|$)`));
    await palette(page).waitFor({ state: 'detached' });
    await expect.poll(() => page.title()).toContain(creator.name);

    // Next time, with nothing typed, the creator is first under Recent; Escape closes.
    await openByKeyboard(page);
    await palette(page)
      .getByRole('group', { name: 'Recent' })
      .getByRole('menuitem', { name: creator.name })
      .waitFor();
    await page.keyboard.press('Escape');
    await palette(page).waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it('moves the campaign selected on the planning board along its planning step', async () => {
    const page = await e2e.sessions.page('admin');
    const errors = pageErrors(page);
    // Sorted by brand: a move does not reorder the rows.
    await page.goto('/agency/planning?sort=brand');
    const grid = page.getByRole('grid', { name: 'Campaigns in planning' });
    const rows = grid.locator('[role="row"][aria-rowindex]:not([aria-rowindex="1"])');
    await rows.first().waitFor();
    await waitForSettled(page);
    await rows.first().getByRole('checkbox').check();
    await page.getByRole('toolbar', { name: 'Bulk actions' }).getByText('1 selected').waitFor();
    const selected = grid.locator('[role="row"][aria-selected="true"]');

    await openByKeyboard(page);
    await page.keyboard.type('Move campaign to');
    const actions = palette(page).getByRole('group', { name: 'Actions' });
    const moves = actions.getByRole('menuitem', { name: /^Move campaign to / });
    await moves.first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // A move that keeps the campaign on the board (Declined may leave it).
    // Each item's name is its label, then ', ' and what it acts on.
    const names = await moves.evaluateAll((items) =>
      items.map((item) => (item.textContent ?? '').split(', ')[0] ?? ''),
    );
    const name = names.find((each) => !each.endsWith('Declined'));
    if (name === undefined) throw new Error(`No move to make among ${names.join(', ')}.`);
    const step = name.replace('Move campaign to ', '');

    const moved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' &&
        response.url().includes('/apply-workflow-transition'),
    );
    await chooseByKeyboard(page, moves.filter({ hasText: name }).first());
    expect((await moved).status()).toBe(200);
    await palette(page).waitFor({ state: 'detached' });
    // The row shows its new step, as the server holds it.
    await expect.poll(async () => (await selected.first().textContent()) ?? '').toContain(step);
    expect(errors).toEqual([]);
  });
});
