import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForSettled } from './browser.ts';
import { callApi } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { pageErrors, setupE2E } from './support/setup.ts';

// Issue 19, point 3 in Chromium against the fake's local server: traffic as a review queue. A
// potentially sponsored mention confirmed leaves the queue and shows as the brand's confirmed
// mention; one marked not sponsored comes back with the toast's Undo; an unapproved brand is
// approved from its row. Each new modal passes axe.

const e2e = setupE2E();

interface ApiEvent {
  readonly id: number;
  readonly title: string;
  readonly sponsorships: readonly { readonly brand_id: number; readonly is_planned: boolean }[];
}

/** Queued events where matching named a brand, each with a title no other queued event has. */
async function queuedMentions(page: Page): Promise<ApiEvent[]> {
  const events = await callApi<ApiEvent[]>(
    page,
    'GET',
    '/api/new-events?has_potential_matches=1&aired=1&per_page=100&sort=-aired_date',
  );
  return events.filter(
    (event) =>
      event.sponsorships.some((row) => !row.is_planned) &&
      events.filter((other) => other.title === event.title).length === 1,
  );
}

/** The queue narrowed to one event's title, its row's review open. */
async function openReview(page: Page, title: string) {
  await page.goto(`/agency/traffic/sponsored?filter.s=${encodeURIComponent(title)}`);
  await waitForSettled(page);
  const grid = page.getByRole('grid', { name: 'Potentially sponsored events' });
  await page.getByText('1 of 1 events').waitFor();
  await grid.getByRole('row').nth(1).getByText(title, { exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Review: ${title}` });
  await dialog.getByText(/^Said at/).waitFor();
  return dialog;
}

const noMatch = (page: Page) => page.getByText('No events match these filters.');

describe('traffic’s review queue in Chromium', { timeout: 120_000 }, () => {
  it('ops: confirms a mention; it leaves the queue and is the brand’s confirmed mention', async () => {
    const page = await e2e.sessions.page('ops');
    const errors = pageErrors(page);
    await page.goto('/agency/traffic/sponsored');
    const [event] = await queuedMentions(page);
    if (event === undefined) throw new Error('The seed queues no mention.');
    const brandId = event.sponsorships.find((row) => !row.is_planned)?.brand_id ?? 0;
    const dialog = await openReview(page, event.title);
    expect(await seriousViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Confirm sponsorship' }).click();
    await noMatch(page).waitFor();
    await page.getByText(/^Sponsorship confirmed: /).waitFor();
    await page.reload();
    await noMatch(page).waitFor();

    // Where a user looks: no longer among the events nobody sponsored, and the brand's mentions.
    await page.goto(`/agency/traffic/not-sponsored?filter.s=${encodeURIComponent(event.title)}`);
    await noMatch(page).waitFor();
    const trending = `trending-sponsorship:${JSON.stringify({ brandId })}`;
    await page.goto(`/agency/traffic/sponsored?modal=${encodeURIComponent(trending)}`);
    const mentions = page.getByRole('dialog', { name: /: mentions across channels$/ });
    const row = mentions.getByRole('listitem').filter({ hasText: event.title });
    await expect.poll(() => row.textContent()).toMatch(/ · Confirmed$/);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('ops: marks a mention not sponsored, then Undo puts it back in the queue', async () => {
    const page = await e2e.sessions.page('ops');
    const errors = pageErrors(page);
    await page.goto('/agency/traffic/sponsored');
    const [, event] = await queuedMentions(page);
    if (event === undefined) throw new Error('The seed queues too few mentions.');
    const dialog = await openReview(page, event.title);
    await dialog.getByRole('button', { name: 'Not sponsored' }).click();
    await noMatch(page).waitFor();
    const toast = page.getByRole('alertdialog').filter({ hasText: 'Marked not sponsored' });
    await toast.getByRole('button', { name: 'Undo' }).click();
    await page.getByText('1 of 1 events').waitFor();
    await page.reload();
    await page.getByText('1 of 1 events').waitFor();
    expect(errors).toEqual([]);
  });

  it('ops: the claiming and description-change modals pass axe', async () => {
    const page = await e2e.sessions.page('ops');
    await page.goto('/agency/traffic/sponsored');
    const [, , event] = await queuedMentions(page);
    if (event === undefined) throw new Error('The seed queues too few mentions.');
    const dialog = await openReview(page, event.title);
    await dialog.getByRole('button', { name: 'Claim for a campaign' }).click();
    await page
      .getByRole('dialog', { name: `Claim ${event.title}` })
      .getByText('Campaign')
      .first()
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const changes = `event-description-changes:${JSON.stringify({ eventId: event.id })}`;
    await page.goto(`/agency/traffic/sponsored?modal=${encodeURIComponent(changes)}`);
    await page
      .getByRole('dialog', { name: 'Description changes' })
      .getByText('The description has not changed since the event was added.')
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('ops: approves an unapproved brand from its row by keyboard; it stays approved after a reload', async () => {
    const page = await e2e.sessions.page('ops');
    const errors = pageErrors(page);
    await page.goto('/agency/traffic/unapproved');
    await waitForSettled(page);
    const grid = page.getByRole('grid', { name: 'Unapproved brands' });
    const row = grid.getByRole('row').nth(1);
    const decide = row.getByRole('button', { name: /^Approve / });
    const label = (await decide.getAttribute('aria-label')) ?? '';
    // Beside the pair it decides on: the decision column follows the creator's.
    const headers = (await grid.getByRole('columnheader').allTextContents()).map((one) =>
      one.trim(),
    );
    expect(headers.indexOf('Decision')).toBe(headers.indexOf('Creator') + 1);
    // Reject waits in the row's '⋯' menu, reached by Tab after Approve.
    await decide.focus();
    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe(label.replace(/^Approve /, 'More decisions on '));
    await page.keyboard.press('Enter');
    const reject = page.getByRole('menuitem', { name: 'Reject' });
    await expect.poll(() => reject.evaluate((item) => item === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    // By keyboard: Enter on the focused Approve decides.
    await decide.focus();
    await page.keyboard.press('Enter');
    await page.getByText(/^Approved: /).waitFor();
    await expect.poll(() => grid.getByRole('button', { name: label, exact: true }).count()).toBe(0);
    await page.reload();
    await grid.getByRole('row').nth(1).waitFor();
    expect(await grid.getByRole('button', { name: label, exact: true }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
