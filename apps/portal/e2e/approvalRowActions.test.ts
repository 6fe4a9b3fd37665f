import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { waitForSettled } from './browser.ts';
import { seriousViolations } from './support/axe.ts';
import { pageErrors, setupE2E } from './support/setup.ts';

// Issue 24, row actions near the row: on the brand's approvals the decision sits beside the
// creator (one primary action, the other decisions in a menu), used by pointer and by keyboard.

const e2e = setupE2E();
const UNDECIDED = '/brand/approvals?filter.approval_status=undecided';

describe('brand approvals: the decision beside the creator', { timeout: 180_000 }, () => {
  let page: Page;
  let errors: string[];
  beforeAll(async () => {
    page = await e2e.sessions.page('brand');
    errors = pageErrors(page);
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  /** The creators listed as undecided, by name. */
  async function undecided(): Promise<string[]> {
    await page.goto(UNDECIDED);
    const rows = page.getByRole('list', { name: 'Creators' }).getByRole('listitem');
    await rows.first().waitFor();
    return (
      await rows.evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')))
    ).filter((name): name is string => name !== null);
  }

  it('keeps Approve within reach of the creator’s name at 1440 px', async () => {
    const [name = ''] = await undecided();
    const row = page.getByRole('listitem', { name, exact: true });
    const link = await row.getByRole('link', { name, exact: true }).boundingBox();
    const approve = await row.getByRole('button', { name: `Approve ${name}` }).boundingBox();
    const more = await row.getByRole('button', { name: `More decisions on ${name}` }).boundingBox();
    // On the name's line, a short way after it (it sat about 1,000 px away).
    expect(Math.abs((approve?.y ?? 0) - (link?.y ?? 0))).toBeLessThan(24);
    expect((approve?.x ?? 0) - ((link?.x ?? 0) + (link?.width ?? 0))).toBeLessThan(480);
    expect((more?.x ?? 0) - (approve?.x ?? 0)).toBeGreaterThan(0);
    expect((more?.x ?? 0) - (approve?.x ?? 0)).toBeLessThan(160);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('approves one creator from its row’s primary action', async () => {
    const [name = ''] = await undecided();
    const row = page.getByRole('listitem', { name, exact: true });
    await row.getByRole('button', { name: `Approve ${name}` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Approve ${name}?` });
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.getByRole('alertdialog', { name: `${name}: Approved.` }).waitFor();
    await page.goto('/brand/approvals?filter.approval_status=approved');
    const after = page.getByRole('listitem', { name, exact: true });
    await after.getByText('Approved', { exact: true }).waitFor();
    // An approved creator offers no Approve, only a change of decision.
    expect(await after.getByRole('button', { name: `Approve ${name}` }).count()).toBe(0);
    await after.getByRole('button', { name: `Change the decision on ${name}` }).waitFor();
    expect(errors).toEqual([]);
  });

  it('marks another to discuss from the row’s menu, by keyboard only', async () => {
    const [name = ''] = await undecided();
    const row = page.getByRole('listitem', { name, exact: true });
    // Tab from the creator's name: its Approve, then its menu button.
    await row.getByRole('link', { name, exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe(`Approve ${name}`);
    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe(`More decisions on ${name}`);
    await page.keyboard.press('Enter');
    // The menu is named by its button ('More decisions on …').
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const discuss = menu.getByRole('menuitem', { name: 'To discuss' });
    await expect.poll(() => discuss.evaluate((item) => item === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: `Discuss ${name}?` });
    await dialog.getByRole('textbox', { name: /Comment for the agency/ }).waitFor();
    await page.keyboard.type('Let us talk about the audience first.');
    const confirm = dialog.getByRole('button', { name: 'Mark to discuss' });
    await confirm.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('alertdialog', { name: `${name}: To Discuss.` }).waitFor();
    await page.reload();
    await waitForSettled(page);
    await page.goto('/brand/approvals?filter.approval_status=to-discuss');
    await page
      .getByRole('listitem', { name, exact: true })
      .getByText('To Discuss', { exact: true })
      .waitFor();
    expect(errors).toEqual([]);
  });

  it('fits a 390 px phone: the decision wraps under the creator, nothing scrolls sideways', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const [name = ''] = await undecided();
    await waitForSettled(page);
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      view: window.innerWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.view);
    const approve = await page.getByRole('button', { name: `Approve ${name}` }).boundingBox();
    expect((approve?.x ?? 0) + (approve?.width ?? 0)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1440, height: 900 });
  });
});

describe('one colour per status, in Chromium', { timeout: 120_000 }, () => {
  it('paints a status’s donut slice as the dot of its badge in the table', async () => {
    const page = await e2e.sessions.page('admin');
    const errors = pageErrors(page);
    await page.goto('/agency/brands/1/reporting/campaign-tracking');
    const donut = page.getByRole('group', { name: 'Campaigns by status' });
    await donut.getByRole('img').first().waitFor();
    const slices = await donut
      .getByRole('img')
      .evaluateAll((marks) =>
        marks.map((mark) => [
          (mark.getAttribute('aria-label') ?? '').split(':')[0] ?? '',
          getComputedStyle(mark).fill,
        ]),
      );
    const table = page.getByRole('grid', { name: 'Campaigns' });
    await table.getByRole('row').nth(1).waitFor();
    // Each badge: its label and the colour of its dot (the solid colour of its tone).
    const badges = new Map(
      await table
        .locator('span[aria-hidden="true"] + span')
        .evaluateAll((labels) =>
          labels.map((label) => [
            label.textContent ?? '',
            getComputedStyle(label.previousElementSibling as Element).backgroundColor,
          ]),
        ),
    );
    const compared = slices.filter(([label]) => badges.has(label ?? ''));
    expect(compared.length).toBeGreaterThan(1);
    for (const [label, fill] of compared)
      expect([label, fill]).toEqual([label, badges.get(label ?? '')]);
    // Planning, the status the issue saw purple in the donut and blue in the table, agrees.
    expect(compared.map(([label]) => label)).toContain('Planning');
    expect(errors).toEqual([]);
  });
});
