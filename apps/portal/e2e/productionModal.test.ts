import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForSettled } from './browser.ts';
import { callApi } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { chooseFromSearch } from './support/combobox.ts';
import { pageErrors, setupE2E } from './support/setup.ts';

// Issue 18, items 5 and 6 in Chromium against the fake's local server: a production opened from
// the board, a workflow status set by hand, an offered transition applied (an unoffered one
// absent), a tracker added and checked, an un-contracted event recorded and found on the board;
// and a Read Only user who finds no write control in the same modal.

const e2e = setupE2E();

interface ApiProcess {
  readonly workflows: Record<string, { status: string; available_transitions: string[] }>;
}

/** The board, this week, with its first production open in the production modal. */
async function openFirstProduction(persona: 'admin' | 'readonly') {
  const page = await e2e.sessions.page(persona);
  const errors = pageErrors(page);
  await page.goto('/agency/production');
  await waitForSettled(page);
  const grid = page.getByRole('grid', { name: /^Productions, Week of/ });
  // The first row's title (rows come under day headers; for writers the first gridcell is the
  // row's selection checkbox).
  await grid.getByRole('rowheader').first().click();
  const dialog = page.getByRole('dialog', { name: / on / });
  await dialog.getByRole('heading', { name: 'Workflows' }).waitFor();
  const id = Number(/modal=production:\{"id":(\d+)\}/.exec(decodeURIComponent(page.url()))?.[1]);
  expect(id).toBeGreaterThan(0);
  return { page, errors, dialog, id };
}

/** A workflow's badge: the element right after its heading. */
const badgeOf = (dialog: Locator, title: string) =>
  dialog
    .getByRole('heading', { name: title, exact: true })
    .locator('xpath=following-sibling::*[1]');

async function serverProcess(page: Page, id: number): Promise<ApiProcess> {
  return (await callApi<{ process: ApiProcess }>(page, 'GET', `/api/event-production/${id}`))
    .process;
}

describe('the production modal in Chromium', { timeout: 120_000 }, () => {
  it('admin: sets a workflow status by hand and applies an offered transition', async () => {
    const { page, errors, dialog, id } = await openFirstProduction('admin');
    const before = await serverProcess(page, id);

    const shipping = before.workflows.product_shipping?.status;
    const [target, title] = shipping === 'ordered' ? ['sent', 'Sent'] : ['ordered', 'Ordered'];
    await dialog.getByRole('button', { name: /Product Shipping status/ }).click();
    await page.getByRole('option', { name: title, exact: true }).click();
    await expect.poll(() => badgeOf(dialog, 'Product Shipping').textContent()).toBe(title);
    await expect
      .poll(async () => (await serverProcess(page, id)).workflows.product_shipping?.status)
      .toBe(target);

    const brief = before.workflows.brief;
    if (brief === undefined) throw new Error('The production has no brief workflow.');
    const titles: Record<string, string> = {
      'not-started': 'Not Started',
      complete: 'Complete',
      sent: 'Sent',
    };
    const moves = dialog.getByRole('button', { name: /^Move Brief to / });
    expect(await moves.allTextContents()).toEqual(
      brief.available_transitions.map((transition) => `Move Brief to ${titles[transition]}`),
    );
    const unoffered = Object.keys(titles).find(
      (status) => status !== brief.status && !brief.available_transitions.includes(status),
    );
    if (unoffered !== undefined)
      expect(
        await dialog.getByRole('button', { name: `Move Brief to ${titles[unoffered]}` }).count(),
      ).toBe(0);
    const [next] = brief.available_transitions;
    if (next === undefined) throw new Error('The brief offers no transition.');
    await dialog.getByRole('button', { name: `Move Brief to ${titles[next]}` }).click();
    await expect.poll(() => badgeOf(dialog, 'Brief').textContent()).toBe(titles[next]);
    await expect
      .poll(async () => (await serverProcess(page, id)).workflows.brief?.status)
      .toBe(next);

    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('admin: adds a tracker to the production and runs its check', async () => {
    const { page, errors, dialog, id } = await openFirstProduction('admin');
    await dialog.getByRole('button', { name: /^(Add|Edit) tracker$/ }).click();
    const tracker = page.getByRole('dialog', { name: /^(Add a tracker|Tracker)$/ });
    await tracker.getByRole('button', { name: /Type/ }).click();
    await page.getByRole('option', { name: 'Promo Link' }).click();
    const link = `https://go.example/e2e-${id}`;
    await tracker.getByRole('textbox', { name: /Link/ }).fill(link);
    await tracker.getByRole('button', { name: /^(Add|Save) tracker$/ }).click();
    await tracker.getByRole('button', { name: 'Run check' }).click();
    await tracker.getByText(`Tracking works: ${link}.`).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await dialog.getByText(`Promo Link: ${link}`, { exact: false }).waitFor();
    const production = await callApi<{ tracker: { link: string; last_checked_at: string } }>(
      page,
      'GET',
      `/api/event-production/${id}`,
    );
    expect(production.tracker.link).toBe(link);
    expect(production.tracker.last_checked_at).not.toBeNull();
    expect(errors).toEqual([]);
  });

  it('admin: records an un-contracted event and finds it on the board', async () => {
    const page = await e2e.sessions.page('admin');
    const errors = pageErrors(page);
    await page.goto('/agency/production');
    await waitForSettled(page);
    const [creator] = await callApi<{ id: number; name: string }[]>(
      page,
      'GET',
      '/api/creators?per_page=1&sort=name',
    );
    const [brand] = await callApi<{ id: number; name: string }[]>(
      page,
      'GET',
      '/api/brands?per_page=1&sort=name',
    );
    if (creator === undefined || brand === undefined) throw new Error('No creator or brand.');
    const [channel] = await callApi<{ name: string }[]>(
      page,
      'GET',
      `/api/content?publisher_id=${creator.id}`,
    );
    if (channel === undefined) throw new Error('The creator has no channel.');
    // A week the seed leaves empty, so the new airing is the board's only row there.
    const day = '2031-06-04';
    const week = '2031-06-01';

    await page.getByRole('button', { name: 'Record un-contracted event' }).click();
    const form = page.getByRole('dialog', { name: 'Record an un-contracted event' });
    await form.getByRole('button', { name: 'Record event' }).click();
    await form.getByText('Choose the creator.').waitFor();

    await chooseFromSearch(
      form.getByRole('combobox', { name: /Creator/ }),
      creator.name,
      creator.name,
    );
    await form.getByRole('button', { name: /Channel/ }).click();
    await page.getByRole('option', { name: channel.name, exact: true }).click();
    await chooseFromSearch(form.getByRole('combobox', { name: /Brand/ }), brand.name, brand.name);
    const title = `Un-contracted airing ${Date.now()}`;
    await form.getByRole('textbox', { name: /Title/ }).fill(title);
    await form.getByLabel(/Planned date/).fill(day);
    await form.getByRole('textbox', { name: 'Rate' }).fill('750');
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Record event' }).click();

    const production = page.getByRole('dialog', {
      name: new RegExp(`^${brand.name} on ${creator.name}`),
    });
    await production.getByRole('heading', { name: 'Workflows' }).waitFor();
    await page.keyboard.press('Escape');
    await page.goto(`/agency/production?filter.week=${week}`);
    await waitForSettled(page);
    await page
      .getByRole('grid', { name: /^Productions, Week of/ })
      .getByRole('row', { name: new RegExp(title) })
      .waitFor();
    expect(errors).toEqual([]);
  });

  it('readonly: the production modal shows no write control', async () => {
    const { page, errors, dialog } = await openFirstProduction('readonly');
    await dialog.getByRole('heading', { name: 'Sales' }).waitFor();
    const buttons = await dialog.getByRole('button').allTextContents();
    expect(
      buttons.filter((name) => /Move |status|Save|Add |Edit |Promo URLs|Record/.test(name)),
    ).toEqual([]);
    expect(await dialog.getByRole('combobox').count()).toBe(0);
    for (const field of await dialog.getByRole('textbox').all())
      expect(await field.getAttribute('readonly')).not.toBeNull();
    expect(await page.getByRole('button', { name: 'Record un-contracted event' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
