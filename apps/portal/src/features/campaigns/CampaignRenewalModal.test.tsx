import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectAccessible, searchOf, WAIT } from '../../test/agencyQueries.ts';
import { campaignName, findDialog, modalPath } from '../../test/campaignModals.ts';
import { setupAgencyMockApi } from '../../test/renderAgencyPages.tsx';
import { renderRoute } from '../../test/renderRoute.tsx';

const mock = setupAgencyMockApi();

function renewable() {
  const found = mock.backend.store.campaigns
    .all()
    .find(
      (row) => row.deleted_at === null && row.status === 'renewal' && row.priority !== 'urgent',
    );
  if (found === undefined) throw new Error('No campaign up for renewal');
  return found;
}

describe('the campaign renewal modal', () => {
  it('creates the follow-up from the campaign, marks it Renewed and opens the new one', async () => {
    const campaign = renewable();
    const before = mock.backend.store.campaigns.all().length;
    const user = userEvent.setup();
    const { router } = await renderRoute(
      modalPath('/agency/planning', 'planning', { campaignId: campaign.id }),
      { as: 'admin' },
    );
    const name = campaignName(mock, campaign);
    const drawer = await findDialog(name);
    await user.click(await within(drawer).findByRole('button', { name: 'Renew campaign' }, WAIT));
    const dialog = await findDialog(`Renew ${name}`);
    await user.click(await within(dialog).findByRole('button', { name: /Priority$/ }, WAIT));
    await user.click(await screen.findByRole('option', { name: 'Urgent' }, WAIT));
    await expectAccessible();
    await user.click(within(dialog).getByRole('button', { name: 'Create renewal' }));

    await waitFor(() => expect(mock.backend.store.campaigns.all().length).toBe(before + 1), WAIT);
    const created = mock.backend.store.campaigns.all().at(-1);
    expect(created).toMatchObject({
      brand_id: campaign.brand_id,
      content_id: campaign.content_id,
      priority: 'urgent',
    });
    await waitFor(
      () => expect(mock.backend.store.campaigns.get(campaign.id)?.status).toBe('renewed'),
      WAIT,
    );
    await waitFor(
      () =>
        expect(searchOf(router).getAll('modal')).toEqual([
          `planning:${JSON.stringify({ campaignId: created?.id })}`,
        ]),
      WAIT,
    );
  });

  it('is offered only for a campaign up for renewal', async () => {
    const campaign = mock.backend.store.campaigns
      .all()
      .find((row) => row.deleted_at === null && row.status === 'in-progress');
    if (campaign === undefined) throw new Error('No campaign in progress');
    await renderRoute(modalPath('/agency/planning', 'planning', { campaignId: campaign.id }), {
      as: 'admin',
    });
    const drawer = await findDialog(campaignName(mock, campaign));
    await within(drawer).findByRole('button', { name: 'Plan step' }, WAIT);
    expect(within(drawer).queryByRole('button', { name: 'Renew campaign' })).toBeNull();
  });
});
