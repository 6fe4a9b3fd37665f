import { describe, expect, it } from 'vitest';
import { waitForSettled } from './browser.ts';
import { callApi } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { pageErrors, setupE2E } from './support/setup.ts';

// Issue 18's "add a tracker and run its check", from the brand's settings in Chromium against the
// fake's local server (decisions §9 places `tracker` there too): a brand-level tracker linked to
// no production; and a Read Only user who finds the lists without their Add buttons.

const e2e = setupE2E();
const SETTINGS = '/agency/brands/2/settings';

interface ApiTracker {
  readonly promocode?: string;
  readonly event_production_id: number | null;
  readonly last_checked_at: string | null;
}

describe("the brand settings' trackers in Chromium", { timeout: 120_000 }, () => {
  it('admin: adds a landing tracker and runs its check', async () => {
    const page = await e2e.sessions.page('admin');
    const errors = pageErrors(page);
    await page.goto(SETTINGS);
    await waitForSettled(page);
    const trackers = page.getByRole('grid', { name: 'Trackers' });
    await trackers.waitFor();
    await page.getByRole('button', { name: 'Add tracker' }).click();
    const dialog = page.getByRole('dialog', { name: /^(Add a tracker|Tracker)$/ });
    await dialog.getByRole('textbox', { name: /Domain/ }).fill('acme.example/e2e');
    await dialog.getByRole('textbox', { name: /Promo code/ }).fill('e2e18');
    await dialog.getByRole('button', { name: 'Add tracker' }).click();
    await dialog.getByRole('button', { name: 'Run check' }).click();
    await dialog
      .getByText('Tracking works: E2E18 on acme.example/e2e.', { exact: false })
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    const row = trackers.getByRole('row').filter({ hasText: 'E2E18 on acme.example/e2e' });
    await expect.poll(() => row.textContent()).toMatch(/[A-Z][a-z]{2} \d{2}, \d{4}/);
    const listed = await callApi<ApiTracker[]>(
      page,
      'GET',
      '/api/trackers?brand_id=2&per_page=100',
    );
    const added = listed.find((tracker) => tracker.promocode === 'E2E18');
    expect(added?.event_production_id).toBeNull();
    expect(added?.last_checked_at).not.toBeNull();
    expect(errors).toEqual([]);
  });

  it('readonly: sees the offers and trackers without their Add buttons', async () => {
    const page = await e2e.sessions.page('readonly');
    const errors = pageErrors(page);
    await page.goto(SETTINGS);
    await waitForSettled(page);
    await page.getByRole('grid', { name: 'Trackers' }).waitFor();
    await page.getByRole('grid', { name: 'Offers' }).waitFor();
    expect(await page.getByRole('button', { name: /^Add (offer|tracker)$/ }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
