import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { pageErrors, setupE2E } from './support/setup.ts';

// Issue 19's creator record in Chromium against the fake's local server: a channel added to a
// creator and found in its channels, a contact added and edited in the shared contact modal, the
// creator's demographics edited, and creator@ switching a payment preference to PayPal and finding
// it after a reload. Each modal is checked with axe once open.

const e2e = setupE2E();
const CREATOR = 1; // creator@'s first creator

interface ApiPreference {
  readonly id: number;
  readonly type: number;
}

/** The dialog named `name`, once open, with no serious axe violation. */
async function openedDialog(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  return dialog;
}

describe('the creator record in Chromium', { timeout: 120_000 }, () => {
  it('admin: adds a channel and finds it in the creator’s channels', async () => {
    const page = await e2e.sessions.page('admin');
    const errors = pageErrors(page);
    await page.goto(`/agency/creators/${CREATOR}`);
    await page.getByRole('button', { name: 'Add channel' }).click();
    const dialog = await openedDialog(page, 'Add a channel');
    await dialog.getByRole('button', { name: /Platform/ }).click();
    await page.getByRole('option', { name: 'Twitch', exact: true }).click();
    const name = `Late Show ${Date.now()}`;
    await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);
    await dialog.getByRole('textbox', { name: /^Handle/ }).fill('@lateshow');
    await dialog.getByRole('button', { name: 'Add channel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('rowheader', { name: new RegExp(name) }).waitFor();
    await page.reload();
    await page.getByRole('rowheader', { name: new RegExp(name) }).waitFor();
    expect(errors).toEqual([]);
  });

  it('admin: adds a contact, then edits it', async () => {
    const page = await e2e.sessions.page('admin');
    const errors = pageErrors(page);
    await page.goto(`/agency/creators/${CREATOR}/settings`);
    await page.getByRole('button', { name: 'Add contact' }).click();
    const dialog = await openedDialog(page, 'Add a contact');
    await dialog.getByRole('textbox', { name: /^Name/ }).fill('Rosa Agent');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('rosa@agency.example');
    await dialog.getByRole('button', { name: 'Add contact' }).click();
    await dialog.waitFor({ state: 'detached' });
    const contacts = page.getByRole('grid', { name: 'Contacts' });
    await contacts.getByText('Rosa Agent').click();
    const editing = await openedDialog(page, 'Edit Rosa Agent');
    await editing.getByRole('textbox', { name: 'Job title' }).fill('Talent agent');
    await editing.getByRole('button', { name: 'Save contact' }).click();
    await editing.waitFor({ state: 'detached' });
    await page.reload();
    await contacts.getByText('Talent agent').waitFor();
    expect(errors).toEqual([]);
  });

  it('admin: edits the creator’s demographics and sees them after a reload', async () => {
    const page = await e2e.sessions.page('admin');
    const errors = pageErrors(page);
    await page.goto(`/agency/creators/${CREATOR}/settings`);
    await page.getByRole('button', { name: 'Edit demographics' }).click();
    const dialog = await openedDialog(page, 'Edit demographics');
    await dialog.getByRole('textbox', { name: 'Age' }).fill('31');
    await dialog.getByRole('combobox', { name: 'Country' }).fill('Canad');
    await page.getByRole('option', { name: 'Canada', exact: true }).click();
    await dialog.getByRole('button', { name: 'Save demographics' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.reload();
    const profile = page.getByRole('region', { name: 'Profile' });
    await profile.getByText('Canada').waitFor();
    expect(await profile.textContent()).toMatch(/Age\s*31/);
    expect(errors).toEqual([]);
  });

  it('creator: switches a payment preference to PayPal and sees it after a reload', async () => {
    const page = await e2e.sessions.page('creator');
    const errors = pageErrors(page);
    await page.goto('/creator/payments');
    const table = page.getByRole('grid', { name: 'Payment preferences' });
    await table.getByRole('row').nth(1).waitFor();
    const query = `/api/payment_preferences?publishers[]=${CREATOR}&per_page=100`;
    const preferences = await callApi<ApiPreference[]>(page, 'GET', query);
    // The table lists them in the API's order; the first that is not PayPal yet is switched.
    const index = preferences.findIndex((preference) => preference.type !== 2);
    if (index < 0) throw new Error('Every payment preference of creator 1 is PayPal already.');
    const row = () => table.getByRole('row').nth(index + 1);
    await row().getByRole('rowheader').click();
    const dialog = await openedDialog(page, 'Payment preference');
    await dialog.getByRole('button', { name: /Payment type/ }).click();
    await page.getByRole('option', { name: 'PayPal', exact: true }).click();
    await dialog.getByRole('textbox', { name: /PayPal email/ }).fill('payouts@creator.example');
    await dialog.getByRole('button', { name: 'Save payment preference' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.reload();
    await expect.poll(() => row().textContent()).toMatch(/PayPal.*payouts@creator\.example/);
    expect(errors).toEqual([]);
  });
});
