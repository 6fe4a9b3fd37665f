import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { waitForSettled } from './browser.ts';
import { callApi } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { searchFor } from './support/combobox.ts';
import { pageErrors, setupE2E } from './support/setup.ts';

// Issue 19, item 1 in Chromium against the fake's local server: a brand created from its list and
// found in the list and in global search; a brand's details saved as form data with Chromium's own
// boundary (item 7's find: every multipart save failed in a browser) and read after a reload; an
// agency added; a creator added, then edited from its record; axe on each new modal; and a Read
// Only user who finds none of these write controls.

const e2e = setupE2E();

// One signed-in admin page for the file's journeys (each starts with its own goto).
let page: Page;
let errors: string[];
beforeAll(async () => {
  page = await e2e.sessions.page('admin');
  errors = pageErrors(page);
});

async function open(path: string) {
  await page.goto(path);
  await waitForSettled(page);
}

/** Opens a list's create modal and checks it with axe. */
async function openCreate(action: string, title: string) {
  await page.getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('textbox', { name: /^Name\b/ }).waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  return dialog;
}

describe('records created and edited in Chromium', { timeout: 120_000 }, () => {
  it('creates a brand and finds it in the Brands list and in global search', async () => {
    await open('/agency/brands');
    const dialog = await openCreate('Create brand', 'Create a brand');
    await dialog.getByRole('textbox', { name: /^Name\b/ }).fill('Quokka Roasters');
    await dialog.getByRole('textbox', { name: 'Website' }).fill('https://quokka.example');
    const [agency] = await callApi<{ name: string }[]>(page, 'GET', '/api/agencies?per_page=1');
    const agencyName = agency?.name ?? '';
    await searchFor(dialog.getByRole('combobox', { name: 'Add an agency' }), agencyName);
    await page.getByRole('option', { name: agencyName, exact: true }).click();
    await dialog.getByRole('row', { name: agencyName }).waitFor();
    // Enter submits, as in every modal form.
    await dialog.getByRole('textbox', { name: 'Website' }).press('Enter');
    await page.waitForURL(/\/agency\/brands\/\d+$/);
    // The record's sections carry the h1; the brand's name is in the title and the header.
    await expect.poll(() => page.title()).toContain('Quokka Roasters');

    await open('/agency/brands');
    await page.getByRole('searchbox', { name: 'Search brands' }).fill('Quokka');
    await page
      .getByRole('grid', { name: 'Airtime customers' })
      .getByRole('row', { name: /Quokka Roasters/ })
      .filter({ hasText: agencyName })
      .waitFor();

    const search = page
      .getByRole('combobox', { name: 'Search', exact: true })
      .or(page.getByRole('searchbox', { name: 'Search', exact: true }));
    await search.click();
    await page.keyboard.type('Quokka Roast');
    await page.getByRole('option').filter({ hasText: 'Quokka Roasters' }).first().waitFor();
    expect(errors).toEqual([]);
  });

  it("saves a brand's details as Chromium's form data and shows them after a reload", async () => {
    await open('/agency/brands/2/settings');
    const form = page.getByRole('form', { name: 'Brand details' });
    const name = form.getByRole('textbox', { name: /^Name\b/ });
    await name.waitFor();
    const renamed = `${await name.inputValue()} Studios`;
    await name.fill(renamed);
    await form.getByRole('textbox', { name: 'Website' }).fill('https://studios.example');

    const sent = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/brands/2'),
    );
    await form.getByRole('button', { name: 'Save details' }).click();
    expect((await sent).headers()['content-type']).toMatch(
      /^multipart\/form-data; boundary=.*[A-Z]/,
    );
    await form.getByText('Changes saved.').waitFor();

    await page.reload();
    await waitForSettled(page);
    const reloaded = page.getByRole('form', { name: 'Brand details' });
    await expect
      .poll(() => reloaded.getByRole('textbox', { name: /^Name\b/ }).inputValue())
      .toBe(renamed);
    expect(await reloaded.getByRole('textbox', { name: 'Website' }).inputValue()).toBe(
      'https://studios.example',
    );
    expect(errors).toEqual([]);
  });

  it("adds a brand's custom metric in its URL modal, then deletes it after a confirmation", async () => {
    await open('/agency/brands/2/settings');
    const dialog = await openCreate('Add metric', 'Add a custom metric');
    expect(new URL(page.url()).searchParams.get('modal')).toMatch(/^metric-type:/);
    await dialog.getByRole('textbox', { name: /^Name\b/ }).fill('Sign-ups');
    await dialog.getByRole('button', { name: 'Add metric' }).click();
    await dialog.waitFor({ state: 'detached' });
    const metrics = page.getByRole('grid', { name: 'Custom metrics' });
    await metrics.getByText('Sign-ups').click();
    const edit = page.getByRole('dialog', { name: 'Edit Sign-ups' });
    await edit.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete Sign-ups?' })
      .getByRole('button', { name: 'Delete metric' })
      .click();
    await expect.poll(() => metrics.getByText('Sign-ups').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('adds an agency and finds it in the Agencies list', async () => {
    await open('/agency/agencies');
    const dialog = await openCreate('Add agency', 'Add an agency');
    await dialog.getByRole('textbox', { name: /^Name\b/ }).fill('Northwind Media');
    await dialog.getByRole('button', { name: 'Add agency' }).click();
    await page.waitForURL(/\/agency\/agencies\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Northwind Media' }).waitFor();

    await open('/agency/agencies');
    await page.getByRole('searchbox', { name: 'Search agencies' }).fill('Northwind');
    await page
      .getByRole('grid', { name: 'Agencies' })
      .getByRole('row', { name: /Northwind Media/ })
      .waitFor();
    expect(errors).toEqual([]);
  });

  it('adds a creator, then edits it from its record', async () => {
    await open('/agency/creators');
    const dialog = await openCreate('Add creator', 'Add a creator');
    await dialog.getByRole('textbox', { name: /^Name\b/ }).fill('Pip Okafor');
    await dialog.getByRole('textbox', { name: /Outreach emails/ }).fill('pip@example.com');
    await dialog.getByRole('button', { name: 'Add creator' }).click();
    await page.waitForURL(/\/agency\/creators\/\d+/);
    await page.getByRole('heading', { level: 1, name: 'Pip Okafor' }).waitFor();
    const id = Number(/\/agency\/creators\/(\d+)/.exec(page.url())?.[1]);

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Pip Okafor' });
    const name = edit.getByRole('textbox', { name: /^Name\b/ });
    await name.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await name.fill('Pip Okafor-Lee');
    await edit.getByRole('button', { name: 'Save creator' }).click();
    await page.getByRole('heading', { level: 1, name: 'Pip Okafor-Lee' }).waitFor();
    const saved = await callApi<{ name: string }>(page, 'GET', `/api/creators/${id}`);
    expect(saved.name).toBe('Pip Okafor-Lee');
    expect(errors).toEqual([]);
  });

  it('gives a Read Only user none of these write controls', async () => {
    const readonly = await e2e.sessions.page('readonly');
    await readonly.goto('/agency/brands/2/settings');
    await waitForSettled(readonly);
    const form = readonly.getByRole('form', { name: 'Brand details' });
    await form.getByRole('textbox', { name: /^Name\b/ }).waitFor();
    await readonly.getByRole('grid', { name: 'Custom metrics' }).waitFor();
    for (const name of ['Save details', 'Add metric', 'Create brand', 'Edit'])
      expect(await readonly.getByRole('button', { name, exact: true }).count()).toBe(0);
    await readonly.goto('/agency/brands');
    await readonly.getByRole('grid', { name: 'Airtime customers' }).waitFor();
    expect(await readonly.getByRole('button', { name: 'Create brand' }).count()).toBe(0);
    await readonly.close();
  });
});
