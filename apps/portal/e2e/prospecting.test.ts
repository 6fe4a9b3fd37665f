import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForSettled } from './browser.ts';
import { callApi } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { pageErrors, setupE2E } from './support/setup.ts';

// Issue 19, prospecting, in Chromium against the fake's local server: a prospect added from
// Discovery and moved to Watchlist (seen on that tab), an outreach email written and still there
// after a reload, and brand@ adding a creator from its prospecting and finding it in Approvals.
// One admin page goes through the agency journeys in turn: the second writes to the prospect the
// first adds (the file's tests run in order).

const e2e = setupE2E();

const PROSPECT = 'Lantern Hours Radio';
const EMAIL = 'booking@lantern-hours.fm';

interface ApiCreator {
  readonly id: number;
  readonly outreach_emails: string[];
  readonly conversionProcess?: { workflows: Record<string, { status: string }> };
}

/** The stage list's rows once searched for the prospect. */
async function searchStage(page: Page, path: string, grid: string) {
  await page.goto(path);
  await waitForSettled(page);
  await page.getByRole('searchbox', { name: 'Search prospects' }).fill(PROSPECT);
  await page.getByText('1 of 1 prospects').waitFor();
  return page.getByRole('grid', { name: grid }).getByRole('row', { name: new RegExp(PROSPECT) });
}

async function serverProspect(page: Page): Promise<ApiCreator> {
  const [found] = await callApi<{ id: number }[]>(
    page,
    'GET',
    `/api/creators?s=${encodeURIComponent(PROSPECT)}`,
  );
  if (found === undefined) throw new Error('The prospect is not on the server.');
  return callApi<ApiCreator>(page, 'GET', `/api/creators/${found.id}`);
}

describe('prospecting in Chromium', { timeout: 120_000 }, () => {
  it('admin: adds a prospect from Discovery and moves it to Watchlist', async () => {
    const page = await e2e.sessions.page('admin');
    const errors = pageErrors(page);
    await page.goto('/agency/prospecting');
    await waitForSettled(page);
    await page.getByRole('button', { name: 'Add prospect' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a prospect' });
    await dialog.getByRole('textbox', { name: /^Creator name/ }).fill(PROSPECT);
    await dialog.getByRole('textbox', { name: 'Outreach email' }).fill('hello@lantern-hours.fm');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Add prospect' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const row = await searchStage(page, '/agency/prospecting/prospects', 'Prospects in progress');
    await row.getByText('Not started').waitFor();
    await row.getByRole('button', { name: `Move ${PROSPECT}` }).click();
    // Only the moves the conversion offers: Not started offers no 'Mark not started'. The menu
    // loads on the first press.
    await page.getByRole('menuitem').first().waitFor();
    expect(await page.getByRole('menuitem').allTextContents()).toEqual([
      'Mark requested',
      'Move to Watchlist',
      'Move to Archive',
    ]);
    await page.getByRole('menuitem', { name: 'Move to Watchlist' }).click();
    await page.getByText('No prospect here matches the search; try other words.').waitFor();
    await expect
      .poll(
        async () => (await serverProspect(page)).conversionProcess?.workflows.conversion?.status,
      )
      .toBe('to-reconnect');

    const moved = await searchStage(
      page,
      '/agency/prospecting/watchlist',
      'Prospects to reconnect with',
    );
    await moved.getByText('To reconnect').waitFor();
    expect(errors).toEqual([]);
  });

  it('admin: writes an outreach email, still there after a reload', async () => {
    const page = await e2e.sessions.page('admin');
    const errors = pageErrors(page);
    const row = await searchStage(
      page,
      '/agency/prospecting/watchlist',
      'Prospects to reconnect with',
    );
    await row.getByRole('button', { name: new RegExp(`outreach for ${PROSPECT}$`) }).click();
    const outreach = page.getByRole('dialog', { name: `Outreach: ${PROSPECT}` });
    await outreach.getByText('hello@lantern-hours.fm').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await outreach.getByRole('button', { name: 'Add email' }).click();

    const form = page.getByRole('dialog', { name: `New outreach email: ${PROSPECT}` });
    await form.getByRole('textbox', { name: /^Email address/ }).fill(EMAIL);
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Save email' }).click();
    const list = page
      .getByRole('dialog', { name: `Outreach: ${PROSPECT}` })
      .getByRole('list', { name: 'Outreach emails' });
    await list.getByText(EMAIL).waitFor();

    // The outreach modal is in the URL: a reload reopens it with what the server holds.
    await page.reload();
    await list.getByText(EMAIL).waitFor();
    expect((await serverProspect(page)).outreach_emails).toEqual(['hello@lantern-hours.fm', EMAIL]);
    expect(errors).toEqual([]);
  });

  it('brand: adds a creator from prospecting and finds it in Approvals', async () => {
    const page = await e2e.sessions.page('brand');
    const errors = pageErrors(page);
    await page.goto('/brand/prospecting');
    await waitForSettled(page);
    const channels = await callApi<{ name: string; publisher_id: number }[]>(
      page,
      'GET',
      '/api/brand/content?per_page=100&sort=name',
    );
    // A channel of a creator no brand of brand@ has decided on (unsent ones are not shown).
    const shown = await callApi<{ publisher_id: number }[]>(
      page,
      'GET',
      '/api/relationships?per_page=100',
    );
    const decided = new Set(shown.map((relationship) => relationship.publisher_id));
    const target = channels.find((channel) => !decided.has(channel.publisher_id));
    if (target === undefined) throw new Error('No channel of an undecided creator is listed.');
    const { name: creator } = await callApi<{ name: string }>(
      page,
      'GET',
      `/api/creators/${target.publisher_id}`,
    );
    await page.getByRole('searchbox', { name: 'Search channels' }).fill(target.name);
    const row = page
      .getByRole('grid', { name: 'Channels' })
      .getByRole('row')
      .filter({ hasText: target.name })
      .filter({ hasText: creator })
      .first();
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Add 1 creator' }).click();
    await page.getByText(`Added ${creator}.`).waitFor();

    await page.goto('/brand/approvals');
    await waitForSettled(page);
    await page.getByRole('main').getByText(creator).first().waitFor();
    expect(errors).toEqual([]);
  });
});
