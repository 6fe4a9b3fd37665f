import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForSettled } from './browser.ts';
import { callApi } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { chooseFromSearch } from './support/combobox.ts';
import { pageErrors, setupE2E } from './support/setup.ts';

// Issue 23, item 4 in Chromium against the fake's local server: a brand lists a competitor on its
// settings; moving one of its events next to the creator's event for that competitor warns and
// names it; Cancel keeps the typed day and the server's event as they were; Book anyway saves,
// and the campaign shows the recorded decision. The data comes from the seed, found through the
// API; only the competitor setting is made, from the settings page.

const e2e = setupE2E();

interface ApiEvent {
  readonly id: number;
  readonly title: string;
  readonly brand_id: number | null;
  readonly publisher_id: number;
  readonly content_id: number;
  readonly planned_date: string | null;
  readonly aired_date: string | null;
  readonly production?: { readonly id: number; readonly status: string };
}

interface Scenario {
  /** The event moved: booked, not aired, with a production and a campaign. */
  readonly moved: ApiEvent & { readonly production: { readonly id: number } };
  /** The same creator's event for another brand, which becomes the competitor. */
  readonly rival: ApiEvent & { readonly brand_id: number };
  readonly rivalDay: string;
  readonly rivalBrand: string;
  readonly campaignId: number;
}

/** A creator's two booked, unaired events of two brands, the first under a campaign. */
async function findScenario(page: Page): Promise<Scenario> {
  const events = await callApi<ApiEvent[]>(
    page,
    'GET',
    '/api/new-events?aired=0&sponsored=1&per_page=100&sort=date',
  );
  const live = events.filter(
    (event) =>
      event.brand_id !== null &&
      event.planned_date !== null &&
      event.production !== undefined &&
      event.production.status !== 'cancelled',
  );
  for (const moved of live) {
    const rival = live.find(
      (other) =>
        other.publisher_id === moved.publisher_id &&
        other.brand_id !== moved.brand_id &&
        other.planned_date !== moved.planned_date,
    );
    if (rival === undefined || rival.brand_id === null || moved.production === undefined) continue;
    const campaigns = await callApi<{ id: number; content_id: number }[]>(
      page,
      'GET',
      `/api/new-campaigns?brand_id=${moved.brand_id}&per_page=100`,
    );
    const campaign = campaigns.find((row) => row.content_id === moved.content_id);
    if (campaign === undefined) continue;
    const brand = await callApi<{ name: string }>(page, 'GET', `/api/brands/${rival.brand_id}`);
    return {
      moved: { ...moved, production: moved.production },
      rival: { ...rival, brand_id: rival.brand_id },
      rivalDay: rival.planned_date ?? '',
      rivalBrand: brand.name,
      campaignId: campaign.id,
    };
  }
  throw new Error('The seed has no creator with two brands booked and a campaign.');
}

const productionUrl = (id: number) =>
  `/agency/production?${new URLSearchParams({ modal: `production:${JSON.stringify({ id })}` })}`;
const planningUrl = (campaignId: number) =>
  `/agency/planning?${new URLSearchParams({ modal: `planning:${JSON.stringify({ campaignId })}` })}`;

describe('the booking conflict check in Chromium', { timeout: 180_000 }, () => {
  it('admin: lists a competitor, is warned when moving an event next to it, cancels, then books anyway', async () => {
    const page = await e2e.sessions.page('admin');
    const errors = pageErrors(page);
    await page.goto('/agency/home');
    await waitForSettled(page);
    const scenario = await findScenario(page);
    const { moved, rival } = scenario;

    // The moved event's brand lists the rival's brand as a competitor, on its settings page.
    await page.goto(`/agency/brands/${moved.brand_id}/settings`);
    await waitForSettled(page);
    const competitors = page.getByRole('form', { name: 'Brand competitors' });
    await competitors.waitFor();
    await chooseFromSearch(
      competitors.getByRole('combobox', { name: 'Add a competitor' }),
      scenario.rivalBrand,
      scenario.rivalBrand,
    );
    await competitors.getByText(scenario.rivalBrand, { exact: true }).waitFor();
    await competitors.getByRole('button', { name: 'Save competitors' }).click();
    await competitors.getByText('Competitors saved.').waitFor();
    const setting = await callApi<{ competitor_brand_ids: number[]; window_days: number }>(
      page,
      'GET',
      `/api/brands/${moved.brand_id}/competitors`,
    );
    expect(setting.competitor_brand_ids).toContain(rival.brand_id);
    expect(setting.window_days).toBe(14);
    expect(await seriousViolations(page)).toEqual([]);

    // Moving the event onto the rival's day warns, naming the rival's event.
    await page.goto(productionUrl(moved.production.id));
    const drawer = page.getByRole('dialog', { name: / on / });
    const details = drawer.getByRole('form', { name: 'Event details' });
    await details.waitFor();
    const day = details.getByLabel('Planned date');
    await day.fill(scenario.rivalDay);
    await details.getByRole('button', { name: 'Save event' }).click();
    const warning = page.getByRole('alertdialog', { name: /booked nearby$/ });
    await warning.waitFor();
    const named = warning.getByRole('listitem').filter({ hasText: rival.title });
    await named.filter({ hasText: scenario.rivalBrand }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Cancel, by keyboard: the form keeps the typed day and the server's event stays.
    await page.keyboard.press('Escape');
    await expect.poll(() => warning.count()).toBe(0);
    expect(await day.inputValue()).toBe(scenario.rivalDay);
    const kept = await callApi<ApiEvent>(page, 'GET', `/api/new-events/${moved.id}`);
    expect(kept.planned_date).toBe(moved.planned_date);

    // Book anyway: saved, and the decision is on the campaign.
    await details.getByRole('button', { name: 'Save event' }).click();
    await warning.waitFor();
    await warning.getByRole('button', { name: 'Book anyway' }).focus();
    await page.keyboard.press('Enter');
    await details.getByText('Event saved.').waitFor();
    await expect
      .poll(
        async () =>
          (await callApi<ApiEvent>(page, 'GET', `/api/new-events/${moved.id}`)).planned_date,
      )
      .toBe(scenario.rivalDay);

    await page.goto(planningUrl(scenario.campaignId));
    const decisions = page.getByRole('list', { name: 'Booking decisions' });
    await decisions.waitFor();
    await decisions.getByText(/booked .* anyway/).waitFor();
    await decisions.getByRole('listitem').filter({ hasText: rival.title }).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
