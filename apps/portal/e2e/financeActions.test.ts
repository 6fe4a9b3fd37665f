import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForSettled } from './browser.ts';
import { callApi } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { searchFor } from './support/combobox.ts';
import { pageErrors, setupE2E } from './support/setup.ts';

// Issue 20's finance actions in Chromium against the fake's local server: a forecast month's
// events add up to the month's figure; a sales-activity CSV with one bad row is previewed with
// that row refused and why, then its good rows show in Sales Activity; a brand is connected to
// an invoicing customer from its settings and still is after a reload.

const e2e = setupE2E();
const BRAND = 2;
const MONEY = /\$[\d,]+(\.\d\d)?/;

interface ApiBrand {
  readonly id: number;
  readonly name: string;
  readonly invoicing_customer: { readonly name: string } | null;
}

async function open(path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await e2e.sessions.page('admin');
  const errors = pageErrors(page);
  await page.goto(path);
  await waitForSettled(page);
  return { page, errors };
}

describe('finance actions in Chromium', { timeout: 120_000 }, () => {
  it("opens a forecast month's events, which add up to the month's figure", async () => {
    const { page, errors } = await open('/agency/accounting/brand-forecasting');
    const month = page
      .getByRole('group', { name: 'Expected per month' })
      .getByRole('button')
      .first();
    const figure = MONEY.exec((await month.textContent()) ?? '')?.[0];
    expect(figure).toBeDefined();
    await month.click();
    const dialog = page.getByRole('dialog', { name: /^Forecast for / });
    await dialog.getByRole('grid', { name: /^Events forecast for / }).waitFor();
    await dialog.getByText(/^\d+ events?$/).waitFor();
    const stat = dialog.getByText('Expected', { exact: true }).locator('xpath=..');
    await expect.poll(() => stat.textContent()).toContain(figure);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('imports a CSV with one bad row: that row refused with its reason, the others in Sales Activity', async () => {
    const { page, errors } = await open(`/agency/brands/${BRAND}/reporting/import-activity`);
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import sales activity' });
    await dialog.getByLabel('CSV file').setInputFiles({
      name: 'activity.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'date,creator,metric,value\n2026-11-02,E2E Creator,clicks,1200\n2026-11-02,E2E Creator,likes,3\n2026-11-03,E2E Creator,revenue,99.5\n',
      ),
    });
    await dialog.getByText('2 rows will be imported; 1 row is refused.').waitFor();
    const refused = dialog.getByRole('grid', { name: 'Refused rows' }).getByRole('row').nth(1);
    await expect
      .poll(() => refused.textContent())
      .toBe('3The metric "likes" is not one of clicks, conversions, revenue.');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Import 2 rows' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.goto(`/agency/brands/${BRAND}/reporting/activity`);
    const rows = page.getByRole('grid', { name: 'Imported sales activity' }).getByRole('row', {
      name: /E2E Creator/,
    });
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.first().textContent()).toContain('$99.50');
    expect(errors).toEqual([]);
  });

  it("connects an invoicing customer from the brand's settings, kept after a reload", async () => {
    const { page, errors } = await open('/agency/brands');
    const brands = await callApi<ApiBrand[]>(page, 'GET', '/api/brands?per_page=100');
    const customers = await callApi<{ name: string }[]>(
      page,
      'GET',
      '/api/invoicing/customers?per_page=100',
    );
    const names = new Set(customers.map((customer) => customer.name));
    const brand = brands.find((row) => row.invoicing_customer === null && names.has(row.name));
    if (brand === undefined) throw new Error('No unconnected brand has a customer of its name.');
    const { name } = brand;

    await page.goto(`/agency/brands/${brand.id}/settings`);
    await page.getByRole('button', { name: 'Connect customer' }).click();
    const dialog = page.getByRole('dialog', { name: `Invoicing customer of ${name}` });
    const combobox = dialog.getByRole('combobox', { name: /Customer/ });
    await searchFor(combobox, name);
    await page
      .getByRole('option', {
        name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} ·`),
      })
      .click();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Change customer' }).waitFor();

    await page.reload();
    await page.getByRole('button', { name: 'Change customer' }).waitFor();
    expect(await page.locator('strong', { hasText: name }).count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});
