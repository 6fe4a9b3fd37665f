import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { joinsUserChannel } from './support/notifications.ts';
import { pageErrors, setupE2E } from './support/setup.ts';

// Issue 20's payment chain in Chromium against the fake's local server: creator@ finds a late
// payout step marked with its age on Payments (the seed holds one of creator 1's payouts back),
// and admin finds the same chain on that creator's Revenue & Payouts. Both pages pass axe. Once
// the agency sends that payout, creator@'s open page shows the step done, without a reload.

const e2e = setupE2E();
const CREATOR = 1; // creator@'s first creator, the one its app opens on
const GRID = 'Payment chain';

/** A payout not sent yet, as far as this file needs. */
interface Unsent {
  readonly id: number;
  readonly event_ids: readonly number[];
}

/** The rows of the chain table whose payout step is late, as text, once the table has loaded. */
async function latePayoutRows(page: Page): Promise<string[]> {
  const grid = page.getByRole('grid', { name: GRID });
  await grid
    .getByRole('gridcell', { name: /\d+ days? late/ })
    .first()
    .waitFor();
  return grid.evaluate((table) => {
    const headers = [...table.querySelectorAll('[role="columnheader"]')];
    const column = headers.findIndex((header) => header.textContent?.startsWith('Payout sent'));
    return [...table.querySelectorAll('[role="row"]')]
      .filter((row) => {
        const cells = row.querySelectorAll('[role="rowheader"], [role="gridcell"]');
        return /\d+ days? late/.test(cells[column]?.textContent ?? '');
      })
      .map((row) => row.textContent ?? '');
  });
}

describe('the payment chain in Chromium', { timeout: 60_000 }, () => {
  let creatorRows: string[] = [];

  it('creator@: sees a late payout step marked with its age on Payments', async () => {
    const page = await e2e.sessions.page('creator');
    const errors = pageErrors(page);
    await page.goto('/creator/payments');
    // The box is drawn over the visually hidden input: the user presses its label.
    await page.locator('label', { hasText: 'Late only' }).click();
    await page.waitForURL(/filter\.late=1/);
    await page.getByRole('checkbox', { name: 'Late only', checked: true }).waitFor();
    creatorRows = await latePayoutRows(page);
    expect(creatorRows.length).toBeGreaterThan(0);
    expect(creatorRows[0]).toMatch(/\d+ days? late ?due [A-Z][a-z]{2} \d{2}, \d{4}/);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('admin: sees the same chain on the creator’s Revenue & Payouts', async () => {
    const page = await e2e.sessions.page('admin');
    const errors = pageErrors(page);
    await page.goto(`/agency/creators/${CREATOR}/reporting/revenue?filter.late=1`);
    await page.getByRole('checkbox', { name: 'Late only', checked: true }).waitFor();
    expect(await latePayoutRows(page)).toEqual(creatorRows);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
  it('creator@: sees the late step done, live, once the agency sends the payout', async () => {
    const page = await e2e.sessions.page('creator');
    const errors = pageErrors(page);
    // Live once its channel is joined (pusher-js loads once the page has settled).
    const live = joinsUserChannel(page, 60_000);
    await page.goto('/creator/payments?filter.late=1');
    const [row = ''] = await latePayoutRows(page);
    await live;

    const admin = await e2e.sessions.page('admin');
    await admin.goto('/agency/accounting/payouts');
    // The payout behind the row: one of the creator's unsent payouts pays an event of that title.
    const unsent = await callApi<Unsent[]>(
      admin,
      'GET',
      `/api/payouts?publisher_id=${CREATOR}&status=scheduled&per_page=100`,
    );
    let payout: Unsent | undefined;
    let title = '';
    for (const candidate of unsent) {
      for (const eventId of candidate.event_ids) {
        const event = await callApi<{ title: string }>(admin, 'GET', `/api/new-events/${eventId}`);
        if (row.includes(event.title)) [payout, title] = [candidate, event.title];
      }
    }
    if (payout === undefined) throw new Error(`No unsent payout behind ${row}.`);
    await callApi(admin, 'POST', `/api/payouts/${payout.id}/status`, { status: 'sent' });

    const grid = page.getByRole('grid', { name: GRID });
    await expect
      .poll(() => grid.getByRole('row').filter({ hasText: title }).count(), {
        timeout: 30_000,
      })
      .toBe(0);
    expect(errors).toEqual([]);
  });
});
