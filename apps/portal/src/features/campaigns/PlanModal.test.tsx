import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectAccessible, WAIT } from '../../test/agencyQueries.ts';
import { campaignName, findDialog, modalPath, seededCampaign } from '../../test/campaignModals.ts';
import { setupAgencyMockApi } from '../../test/renderAgencyPages.tsx';
import { renderRoute } from '../../test/renderRoute.tsx';

const mock = setupAgencyMockApi();

describe('the plan modal (the plan step)', () => {
  it('sends the plan to the brand, then records the brand approval, step by step', async () => {
    const campaign = seededCampaign(mock, (row) => row.group === 'send_to_brand');
    const user = userEvent.setup();
    await renderRoute(modalPath('/agency/planning', 'plan', { campaignId: campaign.id }), {
      as: 'admin',
    });
    const dialog = await findDialog(`Plan: ${campaignName(mock, campaign)}`);
    const current = () =>
      within(within(dialog).getByRole('list', { name: 'Planning steps' }))
        .getAllByRole('listitem')
        .find((step) => step.getAttribute('aria-current') === 'step')?.textContent;
    await waitFor(() => expect(current()).toBe('Send to Brand'), WAIT);
    await user.click(await within(dialog).findByRole('button', { name: 'Send to brand' }, WAIT));
    await waitFor(() => expect(current()).toBe('Brand Approval'), WAIT);
    await user.click(
      await within(dialog).findByRole('button', { name: 'Record brand approval' }, WAIT),
    );
    await waitFor(() => expect(current()).toBe('Send to Creator'), WAIT);
    expect(mock.backend.store.campaigns.get(campaign.id)?.group).toBe('send_to_creator');
    expect(within(dialog).queryByRole('button', { name: 'Record creator approval' })).toBeNull();
    await expectAccessible();
  });

  it('sets the plan status', async () => {
    const campaign = seededCampaign(mock, (row) => row.campaign_status !== 'review');
    const user = userEvent.setup();
    await renderRoute(modalPath('/agency/planning', 'plan', { campaignId: campaign.id }), {
      as: 'admin',
    });
    const dialog = await findDialog(`Plan: ${campaignName(mock, campaign)}`);
    await user.click(await within(dialog).findByRole('button', { name: /Plan status$/ }, WAIT));
    await user.click(await screen.findByRole('option', { name: 'Negotiations' }, WAIT));
    await waitFor(
      () => expect(mock.backend.store.campaigns.get(campaign.id)?.campaign_status).toBe('review'),
      WAIT,
    );
  });

  it('shows Read Only users the plan without a control', async () => {
    const campaign = seededCampaign(mock, (row) => row.group === 'send_to_brand');
    await renderRoute(modalPath('/agency/planning', 'plan', { campaignId: campaign.id }), {
      as: 'readonly',
    });
    const dialog = await findDialog(`Plan: ${campaignName(mock, campaign)}`);
    expect(await within(dialog).findByText('Plan status', {}, WAIT)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /Plan status$/ })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Send to brand' })).toBeNull();
  });
});
