import { PRIORITY_TITLES } from '@airtime/domain';
import { describe, expect, it } from 'vitest';
import {
  type ApiCampaign,
  openCampaignsNeedingAttention,
  otherPriority,
} from './support/agencyHome.ts';
import { callApi } from './support/api.ts';
import { joinsChannel } from './support/notifications.ts';
import { pageErrors, setupE2E } from './support/setup.ts';

// Issue 18: a change another coordinator makes shows live on an open list, its row quietly marked
// for a few seconds (campaign.updated over the fake's Pusher, into the cache, no refetch).

const e2e = setupE2E();

describe('changes from others', () => {
  it("mark a campaign's row on agency home when someone else changes its priority", async () => {
    const page = await e2e.sessions.page('admin');
    const errors = pageErrors(page);
    const { row, first } = await openCampaignsNeedingAttention(page);
    await expect.poll(() => row.getAttribute('data-marked')).toBe(null);

    const priority = otherPriority(first.priority);
    const colleague = await e2e.sessions.page('superadmin');
    await colleague.goto('/agency/home');
    await callApi(colleague, 'PUT', `/api/new-campaigns/${first.id}`, { priority });

    await expect
      .poll(() => row.textContent(), { timeout: 15_000 })
      .toContain(PRIORITY_TITLES[priority]);
    await expect.poll(() => row.getAttribute('data-marked')).toBe('true');
    // The mark is quiet and passes.
    await expect.poll(() => row.getAttribute('data-marked'), { timeout: 20_000 }).toBe(null);
    expect(errors).toEqual([]);
  });

  it('tell an open campaign what someone else just changed', async () => {
    const page = await e2e.sessions.page('admin');
    const errors = pageErrors(page);
    await page.goto('/agency/planning');
    const [campaign] = await callApi<ApiCampaign[]>(page, 'GET', '/api/new-campaigns?per_page=1');
    if (campaign === undefined) throw new Error('No campaign.');
    const joined = joinsChannel(page, 'private-agency');
    const modal = encodeURIComponent(`planning:${JSON.stringify({ campaignId: campaign.id })}`);
    await page.goto(`/agency/planning?modal=${modal}`);
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('heading', { level: 3, name: 'Details' }).waitFor();
    await joined;
    expect(await drawer.getByText(/Just changed by someone else/).count()).toBe(0);

    const colleague = await e2e.sessions.page('superadmin');
    await colleague.goto('/agency/home');
    const priority = otherPriority(campaign.priority);
    await callApi(colleague, 'PUT', `/api/new-campaigns/${campaign.id}`, { priority });

    await drawer.getByText('Just changed by someone else: priority.').waitFor({ timeout: 15_000 });
    expect(errors).toEqual([]);
  });
});
