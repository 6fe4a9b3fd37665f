import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForSettled } from './browser.ts';
import { callApi } from './support/api.ts';
import { describeFindings, seriousViolations } from './support/axe.ts';
import { pageErrors, setupE2E } from './support/setup.ts';

// Issue 18, the planning rows of decisions §9 in a real browser against the fake's local server:
// a campaign opened from the planning board moves through two transitions (only offered ones
// shown) and takes a new priority; an IO is created and found again in the header's IO list;
// Read Only users see the same campaign without a write control.

const e2e = setupE2E();

interface ApiCampaign {
  readonly id: number;
  readonly group: string | null;
  readonly priority: string;
  readonly io_status: string;
}

const modalUrl = (name: string, campaignId: number) =>
  `/agency/planning?${new URLSearchParams({ modal: `${name}:${JSON.stringify({ campaignId })}` })}`;

/** The campaign the open planning modal shows, from the URL. */
function openCampaignId(page: Page): number {
  const modal = new URL(page.url()).searchParams.get('modal') ?? '';
  return Number(/"campaignId":(\d+)/.exec(modal)?.[1]);
}

const campaignOf = (page: Page, id: number) =>
  callApi<ApiCampaign>(page, 'GET', `/api/new-campaigns/${id}`);

const drawer = (page: Page): Locator => page.getByRole('dialog', { name: / × / });

/** Every serious axe finding on the page with a modal open, described. */
async function axeFindings(page: Page): Promise<string> {
  return describeFindings(await seriousViolations(page));
}

// Set in the first test, read by the Read Only one: the campaign moved along the board.
let movedId = 0;

describe('planning in the browser', () => {
  it('admin opens a campaign from the board, moves it twice and changes its priority', async () => {
    const page = await e2e.sessions.page('admin');
    const errors = pageErrors(page);
    await page.goto('/agency/planning?filter.group=create_plan');
    await waitForSettled(page);
    const grid = page.getByRole('grid', { name: 'Campaigns in planning' });
    await grid.getByRole('row').nth(1).getByRole('gridcell').nth(2).click();
    const dialog = drawer(page);
    await dialog.waitFor();
    movedId = openCampaignId(page);
    expect((await campaignOf(page, movedId)).group).toBe('create_plan');

    const planning = dialog.getByRole('group', { name: /^Planning step: / });
    await planning.getByRole('button', { name: 'Plan ready to send' }).waitFor();
    expect(await planning.getByRole('button').allTextContents()).toEqual([
      'Plan ready to send',
      'Decline',
    ]);
    // A move the process does not offer from here is not on the screen at all.
    expect(await dialog.getByRole('button', { name: 'Record creator approval' }).count()).toBe(0);

    await planning.getByRole('button', { name: 'Plan ready to send' }).click();
    await dialog.getByRole('group', { name: 'Planning step: Send to Brand' }).waitFor();
    await dialog.getByRole('button', { name: 'Send to brand' }).click();
    await dialog.getByRole('group', { name: 'Planning step: Brand Approval' }).waitFor();
    expect((await campaignOf(page, movedId)).group).toBe('brand_approval');

    const before = (await campaignOf(page, movedId)).priority;
    const next = before === 'urgent' ? 'Low' : 'Urgent';
    await dialog.getByRole('button', { name: /Priority$/ }).click();
    await page.getByRole('option', { name: next }).click();
    await expect
      .poll(async () => (await campaignOf(page, movedId)).priority, { timeout: 30_000 })
      .toBe(next.toLowerCase());
    expect(await axeFindings(page)).toBe('');
    expect(errors).toEqual([]);
  }, 60_000);

  it('admin creates an IO for a campaign and finds it in the header’s IO list', async () => {
    const page = await e2e.sessions.page('admin');
    const errors = pageErrors(page);
    await page.goto('/agency/planning');
    await waitForSettled(page);
    const [campaign] = await callApi<ApiCampaign[]>(
      page,
      'GET',
      '/api/new-campaigns?io_status=not-started&in_planning=1&per_page=1',
    );
    if (campaign === undefined) throw new Error('No campaign without an IO');
    await page.goto(modalUrl('io-document', campaign.id));
    const dialog = page.getByRole('dialog', { name: /^IO: / });
    const number = dialog.getByRole('textbox', { name: /IO number/ });
    await number.fill('IO-E2E-0001');
    expect(await axeFindings(page)).toBe('');
    await dialog.getByRole('button', { name: 'Create IO' }).click();
    await dialog.getByText('Download the PDF').waitFor();
    expect(await dialog.getByText('IO-E2E-0001').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: /^IOs, \d+$/ }).click();
    const list = page.getByRole('dialog', { name: 'IOs' });
    await list.getByRole('button', { name: /IO status/ }).click();
    await page.getByRole('option', { name: 'Created' }).click();
    const rows = list.getByRole('grid').getByRole('row');
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBeGreaterThan(1);
    // Its dates read as the spec writes them (MMM dd, y), never as the API sends them.
    expect(await list.textContent()).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    await rows.nth(1).getByRole('gridcell').first().click();
    const io = page.getByRole('dialog', { name: /^IO: / });
    await io.getByText('IO-E2E-0001').waitFor();
    expect(errors).toEqual([]);
  }, 60_000);

  it('the plan step and a renewal open from the URL and pass axe', async () => {
    const page = await e2e.sessions.page('admin');
    const errors = pageErrors(page);
    await page.goto(modalUrl('plan', movedId));
    const plan = page.getByRole('dialog', { name: /^Plan: / });
    await plan.getByRole('list', { name: 'Planning steps' }).waitFor();
    await plan.getByRole('button', { name: 'Record brand approval' }).waitFor();
    expect(await axeFindings(page)).toBe('');

    const [renewable] = await callApi<ApiCampaign[]>(
      page,
      'GET',
      '/api/new-campaigns?status=renewal&per_page=1',
    );
    if (renewable === undefined) throw new Error('No campaign up for renewal');
    await page.goto(modalUrl('campaign-renewal', renewable.id));
    const renewal = page.getByRole('dialog', { name: /^Renew / });
    await renewal.getByRole('button', { name: 'Create renewal' }).waitFor();
    expect(await axeFindings(page)).toBe('');
    expect(errors).toEqual([]);
  }, 60_000);

  it('readonly sees the same campaign without a write control', async () => {
    const page = await e2e.sessions.page('readonly');
    const errors = pageErrors(page);
    await page.goto(modalUrl('planning', movedId));
    const dialog = drawer(page);
    await dialog.getByRole('group', { name: 'Planning step: Brand Approval' }).waitFor();
    await dialog.getByText('Owner').waitFor();
    for (const name of [
      'Record brand approval',
      'Decline',
      'Renew campaign',
      'Save end date',
      /^Remove /,
      /Status$/,
      /Priority$/,
    ])
      expect(await dialog.getByRole('button', { name }).count()).toBe(0);
    expect(await dialog.getByRole('combobox', { name: /Owner|Backup/ }).count()).toBe(0);
    expect(await axeFindings(page)).toBe('');
    expect(errors).toEqual([]);
  }, 60_000);
});
