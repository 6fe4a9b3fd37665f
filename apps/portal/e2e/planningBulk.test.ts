import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForSettled } from './browser.ts';
import { seriousViolations } from './support/axe.ts';
import { pageErrors, setupE2E } from './support/setup.ts';

// Issue 18, bulk work on the planning board in Chromium: admin@ selects three campaigns and sets
// their priority in one call (the rows change, the server holds it), deletes one through the
// confirmation, and axe passes on the bulk bar and the dialog; readonly@ gets no checkboxes and no
// bulk bar.

const e2e = setupE2E();

const PRIORITY_LABELS = ['Urgent', 'High', 'Medium', 'Low', 'No Priority'] as const;

const grid = (page: Page) => page.getByRole('grid', { name: 'Campaigns in planning' });
const bodyRows = (page: Page) =>
  grid(page).locator('[role="row"][aria-rowindex]:not([aria-rowindex="1"])');
const selectedRows = (page: Page) => grid(page).locator('[role="row"][aria-selected="true"]');
const bulkBar = (page: Page) => page.getByRole('toolbar', { name: 'Bulk actions' });

async function openBoard(persona: 'admin' | 'readonly') {
  const page = await e2e.sessions.page(persona);
  const errors = pageErrors(page);
  // Sorted by brand: a priority change does not move the rows.
  await page.goto('/agency/planning?sort=brand');
  await bodyRows(page).first().waitFor();
  await waitForSettled(page);
  return { page, errors };
}

/** The ids a batch update or delete sends, read from the browser's own request. */
function batchIds(page: Page): Promise<number[]> {
  return page
    .waitForRequest((request) => request.url().endsWith('/api/campaigns/batch-update'))
    .then((request) => (request.postDataJSON() as { ids: number[] }).ids);
}

async function serverCampaign(page: Page, id: number) {
  const response = await page.request.get(`/api/new-campaigns/${id}`, {
    headers: { Accept: 'application/json' },
  });
  return {
    status: response.status(),
    priority: response.ok()
      ? ((await response.json()) as { data: { priority: string } }).data.priority
      : null,
  };
}

describe('bulk work on the planning board', () => {
  it('sets the priority of three campaigns in one call, then deletes one after a confirmation', async () => {
    const { page, errors } = await openBoard('admin');
    for (const index of [0, 1, 2]) {
      await bodyRows(page).nth(index).getByRole('checkbox').check();
    }
    await bulkBar(page).getByText('3 selected').waitFor();
    const texts = await selectedRows(page).allTextContents();
    // A priority none of the three has, so each row visibly changes.
    const label = PRIORITY_LABELS.find((name) => texts.every((text) => !text.includes(name)));
    if (label === undefined) throw new Error('The three rows hold every priority.');

    const setPriority = bulkBar(page).getByRole('button', { name: 'Set priority' });
    await setPriority.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // By keyboard: the menu opens from its button and takes a choice with Enter.
    await setPriority.focus();
    await page.keyboard.press('Enter');
    const item = page.getByRole('menuitem', { name: label, exact: true });
    await item.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const sent = batchIds(page);
    await item.focus();
    await page.keyboard.press('Enter');
    const ids = await sent;
    expect(ids).toHaveLength(3);
    await expect
      .poll(async () =>
        (await selectedRows(page).allTextContents()).filter((t) => t.includes(label)),
      )
      .toHaveLength(3);
    const value = label.toLowerCase().replace(' ', '-');
    await expect
      .poll(async () =>
        Promise.all(ids.map(async (id) => (await serverCampaign(page, id)).priority)),
      )
      .toEqual([value, value, value]);

    // Delete the first of them, through the confirmation.
    await bulkBar(page).getByRole('button', { name: 'Clear selection' }).click();
    await bulkBar(page).waitFor({ state: 'detached' });
    const first = bodyRows(page).first();
    const firstText = (await first.textContent()) ?? '';
    await first.getByRole('checkbox').check();
    await bulkBar(page).getByRole('button', { name: 'Delete…' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const deleted = page.waitForRequest(
      (request) => request.method() === 'DELETE' && /\/api\/campaigns\/\d+$/.test(request.url()),
    );
    await dialog.getByRole('button', { name: 'Delete 1 campaign' }).click();
    const id = Number(/(\d+)$/.exec((await deleted).url())?.[1]);
    await expect.poll(async () => (await serverCampaign(page, id)).status).toBe(404);
    await expect
      .poll(async () => (await bodyRows(page).first().textContent()) ?? '')
      .not.toBe(firstText);
    expect(await bulkBar(page).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('gives readonly@ neither checkboxes nor a bulk bar', async () => {
    const { page, errors } = await openBoard('readonly');
    expect(await bodyRows(page).count()).toBeGreaterThan(0);
    expect(await grid(page).getByRole('checkbox').count()).toBe(0);
    expect(await bulkBar(page).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
