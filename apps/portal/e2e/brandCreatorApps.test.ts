import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { waitForSettled } from './browser.ts';
import { seriousViolations } from './support/axe.ts';
import { acceptCookies, signInWithForm } from './support/personas.ts';
import { pageErrors, setupE2E } from './support/setup.ts';

// Issue 19's brand-app and creator-app rows in Chromium against the fake's local server: brand@
// decides on creators (with a comment, an undo, a confirmation), keeps the calendar's week through
// a reload and on a phone, and meets an unknown creator; creator@ opens one event's performance,
// and a first sign-in gets the onboarding once.

const e2e = setupE2E();
const APPROVALS = '/brand/approvals';

/** The name of the first creator listed with this decision status. */
async function firstCreatorIn(page: Page, status: string): Promise<string> {
  await page.goto(`${APPROVALS}?filter.approval_status=${status}`);
  const row = page.getByRole('list', { name: 'Creators' }).getByRole('listitem').first();
  await row.waitFor();
  return (await row.getAttribute('aria-label')) ?? '';
}

describe('the brand app in Chromium', { timeout: 120_000 }, () => {
  let page: Page;
  let errors: string[];
  beforeAll(async () => {
    page = await e2e.sessions.page('brand');
    errors = pageErrors(page);
  });

  it('approves a creator with a comment, then Undo puts it back to undecided', async () => {
    const name = await firstCreatorIn(page, 'undecided');
    const row = page.getByRole('listitem', { name, exact: true });
    // The channel count and audience the creator's profile has, not '0 channels' for everyone.
    expect(await row.textContent()).toMatch(/\d+ channels? · [\d.,]+[KMB]? audience/);
    await row.getByRole('button', { name: `Approve ${name}` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Approve ${name}?` });
    await dialog.getByRole('textbox', { name: /Comment for the agency/ }).fill('A great fit.');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    const done = page.getByRole('alertdialog', { name: `${name}: Approved.` });
    await done.getByRole('button', { name: 'Undo' }).click();
    await page.getByText(`${name} is back to Undecided.`).waitFor();

    await page.reload();
    const after = page.getByRole('listitem', { name, exact: true });
    await after.getByText('Undecided', { exact: true }).waitFor();
    expect(errors).toEqual([]);
  });

  it('rejects a creator only after the confirmation', async () => {
    const name = await firstCreatorIn(page, 'undecided');
    const row = page.getByRole('listitem', { name, exact: true });
    // Reject is one of the row's other decisions, in its menu.
    await row.getByRole('button', { name: `More decisions on ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Reject' }).click();
    const dialog = page.getByRole('alertdialog', { name: `Reject ${name}?` });
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.goto(`${APPROVALS}?filter.approval_status=rejected`);
    await page
      .getByRole('listitem', { name, exact: true })
      .getByText('Rejected', { exact: true })
      .waitFor();
    expect(errors).toEqual([]);
  });

  it('keeps the calendar’s week view through a reload, and fits a 390 px phone', async () => {
    await page.goto('/brand/calendar');
    await page.getByRole('radio', { name: 'Week' }).click();
    await page.waitForURL((url) => url.searchParams.get('filter.view') === 'week');
    const day = new URL(page.url()).searchParams.get('filter.day');
    await page.reload();
    await expect
      .poll(() => page.getByRole('radio', { name: 'Week' }).getAttribute('aria-checked'))
      .toBe('true');
    expect(new URL(page.url()).searchParams.get('filter.day')).toBe(day);

    await page.setViewportSize({ width: 390, height: 844 });
    await waitForSettled(page);
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      view: window.innerWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.view);
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(errors).toEqual([]);
  });

  it('shows an unknown creator as one not-found state with a title', async () => {
    await page.goto('/brand/creators/999999/profile');
    await page.getByRole('heading', { name: 'This creator was not found.' }).waitFor();
    await expect.poll(() => page.title()).toBe('Airtime | Not found / Profile | brand');
    expect(await page.getByRole('heading', { name: /not found|could not be loaded/ }).count()).toBe(
      1,
    );
    expect(await page.getByText('Loading...').count()).toBe(0);
  });
});

describe('the creator app in Chromium', { timeout: 120_000 }, () => {
  it('opens one event’s performance from the brand’s events', async () => {
    const page = await e2e.sessions.page('creator');
    const errors = pageErrors(page);
    await page.goto('/creator/brand/2');
    const events = page.getByRole('grid', { name: /^Events with / });
    const first = events.getByRole('row').nth(1);
    await first.waitFor();
    const title = (await first.getByRole('rowheader').first().textContent())?.trim() ?? '';
    await first.click();
    const dialog = page.getByRole('dialog', { name: title });
    await dialog
      .getByText(/^(Views|Estimated views)$/)
      .first()
      .waitFor();
    expect(new URL(page.url()).searchParams.toString()).toContain('performance');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
  });

  it('shows the onboarding on a first sign-in, and not again', async () => {
    const context = await e2e.sessions.context(null);
    const page = await context.newPage();
    const errors = pageErrors(page);
    await page.goto('/login');
    await signInWithForm(page, 'creator');
    await acceptCookies(page);
    const dialog = page.getByRole('dialog', { name: /^Welcome to Airtime/ });
    await dialog.getByRole('button', { name: 'Next' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Get started' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Performance' }).waitFor();
    await waitForSettled(page);
    expect(await dialog.count()).toBe(0);
    await context.close();
    expect(errors).toEqual([]);
  });
});
