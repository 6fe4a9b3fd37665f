import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { waitForSettled } from './browser.ts';
import { callApi } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { chooseFromSearch } from './support/combobox.ts';
import { pageErrors, setupE2E } from './support/setup.ts';

// Issue 20, item 1 (invoices and payouts) in Chromium against the fake's local server, as
// finance@: an invoice created from a brand's billable events of a month and found in Brand
// Invoicing with its status; a payout moved to Sent and still Sent after a reload.

const e2e = setupE2E();

let page: Page;
let errors: string[];
beforeAll(async () => {
  page = await e2e.sessions.page('finance');
  errors = pageErrors(page);
});

interface Row {
  readonly id: number;
  readonly brand_id: number;
  readonly period_start: string;
}
interface Billable {
  readonly id: number;
  readonly title: string;
  readonly rate: number;
  readonly billing_date: string;
}

const money = (amount: number) => `$${amount.toLocaleString('en-US')}`;
const shiftMonth = (month: string, delta: number) => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number - 1 + delta, 1)).toISOString().slice(0, 7);
};
const monthsBetween = (from: string, to: string) => {
  const [fromYear, fromMonth] = from.split('-').map(Number) as [number, number];
  const [toYear, toMonth] = to.split('-').map(Number) as [number, number];
  return (toYear - fromYear) * 12 + (toMonth - fromMonth);
};

/** A brand and billing month with two or more billable events (a void invoice freed them). */
async function billableMonth() {
  const voided = await callApi<Row[]>(page, 'GET', '/api/invoices?status=void&per_page=100');
  for (const invoice of voided) {
    for (const delta of [1, 2]) {
      const month = shiftMonth(invoice.period_start.slice(0, 7), delta);
      const events = await callApi<Billable[]>(
        page,
        'GET',
        `/api/invoices/billable?brand_id=${invoice.brand_id}&month=${month}&sort=billing_date`,
      );
      if (events.length < 2) continue;
      const { name } = await callApi<{ name: string }>(
        page,
        'GET',
        `/api/brands/${invoice.brand_id}`,
      );
      return { brandId: invoice.brand_id, brand: name, month, events };
    }
  }
  throw new Error('The seed has no brand month with two billable events.');
}

describe('finance writes in Chromium', { timeout: 60_000 }, () => {
  it("creates an invoice for a brand's month and finds it in invoicing with its status", async () => {
    await page.goto('/agency/accounting/invoices');
    await waitForSettled(page);
    const { brandId, brand, month, events } = await billableMonth();
    await page.getByRole('button', { name: 'Create invoice', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Create invoice' });
    const combobox = dialog.getByRole('combobox', { name: /^Brand/ });
    await chooseFromSearch(combobox, brand, brand);
    const back = monthsBetween(month, new Date().toISOString().slice(0, 7));
    for (let step = 0; step < back; step += 1)
      await dialog.getByRole('button', { name: 'Previous month' }).click();
    const count = events.length;
    await dialog.getByText(`${count} of ${count} events chosen`).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The earliest billed event left out: the total follows.
    const [left, ...kept] = events as [Billable, ...Billable[]];
    await dialog
      .getByRole('row', { name: new RegExp(left.title) })
      .getByRole('checkbox')
      .click();
    await dialog.getByText(`${count - 1} of ${count} events chosen`).waitFor();
    const total = kept.reduce((sum, event) => sum + event.rate, 0);
    // Read from the total itself: with one event kept, its row shows the same amount.
    const shownTotal = dialog.getByRole('strong').filter({ hasText: /^Total / });
    await expect.poll(() => shownTotal.textContent()).toBe(`Total ${money(total)}`);
    // The switch's input is hidden under its label, which toggles it.
    await dialog.getByText(/^Send now/).click();
    expect(await dialog.getByRole('switch', { name: /Send now/ }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Create invoice' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.goto(
      `/agency/accounting/invoices?filter.brand_id=${brandId}&filter.status=sent&sort=-amount`,
    );
    const row = page
      .getByRole('grid', { name: 'Invoices' })
      .getByRole('row', { name: new RegExp(money(total).replace('$', '\\$')) });
    await row.waitFor();
    expect(await row.textContent()).toContain('Sent');
    expect(await row.textContent()).toContain('by Fiona Finance');
    expect(errors).toEqual([]);
  });

  it('moves a payout to Sent and still sees it Sent after a reload', async () => {
    const largestIn = async (status: string) =>
      (
        await callApi<(Row & { publisher_id: number })[]>(
          page,
          'GET',
          `/api/payouts?status=${status}&sort=-amount&per_page=1`,
        )
      )[0];
    // A pending payout moves to Scheduled, then Sent. On a month's first day no creator has aired
    // in it yet and none is pending: a scheduled one (last month's) moves to Sent.
    const pending = await largestIn('pending');
    const payout = pending ?? (await largestIn('scheduled'));
    if (payout === undefined) throw new Error('The seed has no pending or scheduled payout.');
    const steps = pending === undefined ? ['Sent'] : ['Scheduled', 'Sent'];
    const { creator } = await callApi<{ creator: { name: string } }>(
      page,
      'GET',
      `/api/payouts/${payout.id}`,
    );
    await page.goto(
      `/agency/accounting/payouts?filter.month=${payout.period_start.slice(0, 7)}&sort=-amount`,
    );
    const row = page
      .getByRole('grid', { name: 'Payouts' })
      .getByRole('row', { name: new RegExp(creator.name) });
    const moveButton = row.getByRole('button', { name: /^Move the payout of/ });
    for (const status of steps) {
      await moveButton.click();
      // The menu loads on the first press.
      await page.getByRole('menuitem').first().waitFor();
      expect(await page.getByRole('menuitem').allTextContents()).toEqual([`Move to ${status}`]);
      await page.getByRole('menuitem', { name: `Move to ${status}` }).click();
      await row.getByText(status, { exact: true }).waitFor();
    }
    await expect
      .poll(
        async () =>
          (await callApi<{ status: string }>(page, 'GET', `/api/payouts/${payout.id}`)).status,
      )
      .toBe('sent');

    await page.reload();
    await row.getByText('Sent', { exact: true }).waitFor();
    expect(await row.textContent()).toMatch(/Sent \w{3} \d{2}, \d{4} by Fiona Finance/);
    expect(errors).toEqual([]);
  });
});
