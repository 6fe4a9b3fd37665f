import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { waitForSettled } from './browser.ts';
import { seriousViolations } from './support/axe.ts';
import { contentTop, MAX_CONTENT_TOP } from './support/contentStart.ts';
import { pageErrors, setupE2E } from './support/setup.ts';

// Issue 24, point 2 in Chromium at 1440 x 900: a record page is one header line and one row of
// tabs (Reporting's reports a side list beside the report), its content starts within 160 px of
// the top, and no sibling tab moves the header. The tabs work by keyboard as React Aria's do,
// and axe finds nothing serious.

const e2e = setupE2E();
const BRAND = '/agency/brands/2';
const CREATOR = '/agency/creators/1';

let page: Page;
let errors: string[];
beforeAll(async () => {
  page = await e2e.sessions.page('admin');
  await page.setViewportSize({ width: 1440, height: 900 });
  errors = pageErrors(page);
});

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (found === null) throw new Error('The element is not shown.');
  return found;
}

/**
 * Opens each tab of `tabs` in turn by pressing it (the app's router navigates), and returns, per
 * tab, where the content starts and the boxes of what must not move.
 */
async function visitTabs(tabs: Locator, steady: readonly Locator[]) {
  const names = (await tabs.getByRole('tab').allTextContents()).map((name) => name.trim());
  expect(names.length).toBeGreaterThan(1);
  const visits: { tab: string; top: number; boxes: Box[] }[] = [];
  for (const name of names) {
    const tab = tabs.getByRole('tab', { name, exact: true });
    await tab.click();
    await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
    await waitForSettled(page);
    visits.push({
      tab: name,
      // A status page (null) where a record should be fails the distance check.
      top: (await contentTop(page)) ?? Number.POSITIVE_INFINITY,
      boxes: await Promise.all(steady.map(box)),
    });
  }
  return visits;
}

function expectCompact(visits: Awaited<ReturnType<typeof visitTabs>>) {
  for (const visit of visits)
    expect({ tab: visit.tab, top: visit.top <= MAX_CONTENT_TOP }).toEqual({
      tab: visit.tab,
      top: true,
    });
  // Sibling tabs never move the header (nor the tab rows): identical boxes on every tab.
  const [first] = visits;
  for (const visit of visits)
    expect({ tab: visit.tab, boxes: visit.boxes }).toEqual({
      tab: visit.tab,
      boxes: first?.boxes,
    });
}

describe('record pages at 1440 px', { timeout: 240_000 }, () => {
  it("a brand's sections: content within 160 px and the header still on every tab", async () => {
    await page.goto(BRAND);
    await waitForSettled(page);
    const header = page.getByRole('region', { name: 'Brand' });
    const sections = page.getByRole('tablist', { name: 'Brand sections' });
    // One header line: logo, name and the key figures inline.
    expect((await box(header)).height).toBeLessThanOrEqual(56);
    await header.getByText('Aired events').waitFor();
    expectCompact(await visitTabs(sections, [header, sections]));
    expect(errors).toEqual([]);
  });

  it("a brand's reports: a side list beside the report, and the header still", async () => {
    await page.goto(`${BRAND}/reporting`);
    await waitForSettled(page);
    const header = page.getByRole('region', { name: 'Brand' });
    const sections = page.getByRole('tablist', { name: 'Brand sections' });
    const reports = page.getByRole('tablist', { name: 'Reports' });
    expect(await reports.getAttribute('aria-orientation')).toBe('vertical');
    // The report starts level with the list, not under a second row of tabs.
    const panel = page.getByRole('tabpanel').last();
    expect((await box(panel)).y).toBeCloseTo((await box(reports)).y, 0);
    expectCompact(await visitTabs(reports, [header, sections, reports]));
    expect(errors).toEqual([]);
  });

  it("a creator's sections and reports: content within 160 px, the header still", async () => {
    await page.goto(CREATOR);
    await waitForSettled(page);
    const header = page.getByRole('region', { name: 'Creator' });
    const sections = page.getByRole('tablist', { name: 'Creator sections' });
    expect((await box(header)).height).toBeLessThanOrEqual(56);
    expect(await header.getByRole('heading', { level: 1 }).textContent()).not.toBe('');
    expectCompact(await visitTabs(sections, [header, sections]));

    await sections.getByRole('tab', { name: 'Reporting' }).click();
    await waitForSettled(page);
    const reports = page.getByRole('tablist', { name: 'Reports' });
    expectCompact(await visitTabs(reports, [header, sections, reports]));
    expect(errors).toEqual([]);
  });

  it("an agency's record: one header line, and its content within 160 px", async () => {
    await page.goto('/agency/agencies/1');
    await waitForSettled(page);
    const header = page.getByRole('region', { name: 'Agency' });
    expect((await box(header)).height).toBeLessThanOrEqual(56);
    expect(await header.getByRole('heading', { level: 1 }).textContent()).not.toBe('');
    // Content is what follows the header line, not the header's own logo.
    const top = (await contentTop(page)) ?? Number.POSITIVE_INFINITY;
    expect(top).toBeGreaterThanOrEqual((await box(header)).y + (await box(header)).height);
    expect(top).toBeLessThanOrEqual(MAX_CONTENT_TOP);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('the brand lists: Airtime customers and Non-Airtime leave the header where it is', async () => {
    // The 29 px: the second list's breadcrumb row ("Brands › Non-Airtime") pushed the
    // page down; a list's tabs now show no breadcrumb row on either tab.
    await page.goto('/agency/brands');
    await waitForSettled(page);
    const header = page.locator('[data-page-header]').first();
    const lists = page.getByRole('tablist', { name: 'Brand lists' });
    const visits = await visitTabs(lists, [header, lists]);
    expect(visits.map((visit) => visit.tab)).toEqual(['Airtime customers', 'Non-Airtime']);
    expect(visits[1]?.boxes).toEqual(visits[0]?.boxes);
    expect(errors).toEqual([]);
  });

  it('the tab rows work by keyboard: arrows move and open, and focus stays on the tab', async () => {
    await page.goto(BRAND);
    await waitForSettled(page);
    const sections = page.getByRole('tablist', { name: 'Brand sections' });
    const focused = () =>
      page.evaluate(() => document.activeElement?.textContent?.trim().slice(0, 40));
    await sections.getByRole('tab', { name: 'Dashboard' }).focus();
    for (const [key, name, path] of [
      ['ArrowRight', 'Prospecting', '/prospecting'],
      ['ArrowRight', 'Planning', '/planning'],
      ['ArrowLeft', 'Prospecting', '/prospecting'],
    ] as const) {
      await page.keyboard.press(key);
      const tab = sections.getByRole('tab', { name });
      await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
      await page.waitForURL(`**${BRAND}${path}`);
      await waitForSettled(page);
      // Focus stays on the tab while its page loads, so the arrows keep working.
      expect(await focused()).toBe(name);
    }

    // The reports' side list moves with up and down.
    await sections.getByRole('tab', { name: 'Reporting' }).click();
    await waitForSettled(page);
    const reports = page.getByRole('tablist', { name: 'Reports' });
    const selectedReport = async () =>
      (await reports.getByRole('tab', { selected: true }).textContent())?.trim();
    await reports.getByRole('tab', { selected: true }).focus();
    expect(await selectedReport()).toBe('Campaign Tracking');
    await page.keyboard.press('ArrowDown');
    await expect.poll(selectedReport).toBe('Events');
    await page.waitForURL(`**${BRAND}/reporting/events`);
    await waitForSettled(page);
    await page.keyboard.press('ArrowUp');
    await expect.poll(selectedReport).toBe('Campaign Tracking');
    await page.waitForURL(`**${BRAND}/reporting/campaign-tracking`);
    expect(errors).toEqual([]);
  });

  it('axe finds nothing serious on the record pages', async () => {
    for (const path of [BRAND, `${BRAND}/reporting/events`, CREATOR, `${CREATOR}/reporting`]) {
      await page.goto(path);
      await waitForSettled(page);
      expect({ path, violations: await seriousViolations(page) }).toEqual({
        path,
        violations: [],
      });
    }
  });
});
