import type { Priority } from '@airtime/domain';
import type { Locator, Page } from 'playwright-core';
import { waitForSettled } from '../browser.ts';
import { callApi } from './api.ts';
import { joinsChannel } from './notifications.ts';

/** A campaign as the API answers it, with what the live tests change. */
export interface ApiCampaign {
  readonly id: number;
  readonly priority: Priority;
}

/**
 * Agency home open with realtime joined: its "Plans needing attention" first row, and that row's
 * campaign as the server holds it.
 */
export async function openCampaignsNeedingAttention(
  page: Page,
): Promise<{ readonly row: Locator; readonly first: ApiCampaign }> {
  const joined = joinsChannel(page, 'private-agency');
  await page.goto('/agency/home');
  // The list once loaded (its skeleton rows are busy).
  const row = page
    .locator('ul[aria-label="Plans needing attention"]:not([aria-busy]) > li')
    .first();
  await row.waitFor();
  await waitForSettled(page);
  await joined;
  const [first] = await callApi<ApiCampaign[]>(
    page,
    'GET',
    '/api/new-campaigns?needs_attention=1&per_page=5&sort=priority',
  );
  if (first === undefined) throw new Error('No campaign needs attention.');
  return { row, first };
}

/** Another priority than this one. */
export const otherPriority = (priority: Priority): Priority =>
  priority === 'urgent' ? 'low' : 'urgent';
