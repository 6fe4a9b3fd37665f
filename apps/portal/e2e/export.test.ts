import { readFile } from 'node:fs/promises';
import type { Download, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../src/test/parseCsv.ts';
import { waitForSettled } from './browser.ts';
import { callApi } from './support/api.ts';
import { pageErrors, setupE2E } from './support/setup.ts';

// Issue 20, item 2 in Chromium against the fake's local server: Export CSV of a filtered brand
// list (every page of it, the filter's rows only), of a report table, and of a chart's data, each
// read back from the file Chromium downloaded.

const e2e = setupE2E();

let page: Page;
let errors: string[];
beforeAll(async () => {
  page = await e2e.sessions.page('admin');
  errors = pageErrors(page);
});

/** Presses an export action and reads the file it downloads: its name and its rows. */
async function exported(button: string) {
  const [download] = (await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ])) as [Download, unknown];
  const [headers = [], ...rows] = parseCsv(await readFile(await download.path(), 'utf8'));
  return { name: download.suggestedFilename(), headers, rows };
}

describe('Export in Chromium', { timeout: 60_000 }, () => {
  it("exports a filtered brand list: every row of the filter, as many as the list's total", async () => {
    await page.goto('/agency/brands?filter.is_active=true&sort=-budget');
    await waitForSettled(page);
    const count = page.getByText(/^\d+ of \d+ brands$/);
    await count.waitFor();
    const total = Number((await count.textContent())?.split(' of ')[1]?.split(' ')[0]);
    const file = await exported('Export CSV of brands');
    expect(file.name).toMatch(/^brands-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(file.headers).toEqual([
      'Brand',
      'Active',
      'Last event',
      'Budget',
      'Representative',
      'Agencies',
    ]);
    expect(file.rows).toHaveLength(total);
    expect(file.rows.every((row) => row[1] === 'true')).toBe(true);
    const budgets = file.rows.map((row) => Number(row[3] || 0));
    expect(budgets).toEqual([...budgets].sort((a, b) => b - a));
    const active = await callApi<{ name: string }[]>(
      page,
      'GET',
      '/api/brands?airtime_customer=1&is_active=1&per_page=100',
    );
    expect(new Set(file.rows.map((row) => row[0]))).toEqual(
      new Set(active.map((brand) => brand.name)),
    );
  });

  it("exports a report table and a chart's data", async () => {
    const [creator] = await callApi<{ id: number; name: string }[]>(
      page,
      'GET',
      '/api/creators?per_page=1&sort=name',
    );
    await page.goto(`/agency/creators/${creator?.id}/reporting/events`);
    await waitForSettled(page);
    const table = page.getByRole('grid', { name: 'Events and inventory by month' });
    await table.waitFor();
    const months = Number((await page.getByText(/^\d+ months?$/).textContent())?.split(' ')[0]);
    const report = await exported('Export CSV of months');
    expect(report.name).toMatch(/-events-by-month-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(report.headers).toEqual([
      'Month',
      'Events',
      'Aired',
      'Planned',
      'Booked',
      'Open inventory',
    ]);
    expect(report.rows).toHaveLength(months);
    // Raw values: months as ISO, counts as plain numbers, newest first as shown.
    const shownMonths = report.rows.map((row) => row[0] ?? '');
    expect(shownMonths.every((month) => /^\d{4}-\d{2}/.test(month))).toBe(true);
    expect(shownMonths).toEqual([...shownMonths].sort().reverse());

    const chart = await exported('Export data: Events by month');
    expect(chart.name).toMatch(/^events-by-month-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(chart.headers).toEqual(['Month', 'Aired', 'Planned, booked', 'Planned, open', 'Total']);
    expect(chart.rows).toHaveLength(months);
    // The chart's points add up to the report's events per month.
    const eventsByMonth = new Map(report.rows.map((row) => [row[0], Number(row[1])]));
    for (const [month, , , , total] of chart.rows) {
      expect(Number(total)).toBe(eventsByMonth.get(month));
    }
    expect(errors).toEqual([]);
  });
});
