import { formatDate } from '@airtime/design-system';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectAccessible, WAIT } from '../../test/agencyQueries.ts';
import { campaignName, findDialog, modalPath, seededCampaign } from '../../test/campaignModals.ts';
import { setupAgencyMockApi } from '../../test/renderAgencyPages.tsx';
import { renderRoute } from '../../test/renderRoute.tsx';

const mock = setupAgencyMockApi();

const withoutIo = () =>
  seededCampaign(
    mock,
    (row) =>
      row.io_status === 'not-started' &&
      mock.backend.store.ioDocuments.lookupOne('campaign_id', row.id) === undefined,
  );

async function openIo(campaignId: number, as: 'admin' | 'readonly' = 'admin') {
  await renderRoute(modalPath('/agency/planning', 'io-document', { campaignId }), { as });
}

describe('the IO document modal', () => {
  it('creates the IO from its draft, sends it, and records the signature', async () => {
    const campaign = withoutIo();
    const user = userEvent.setup();
    await openIo(campaign.id);
    const dialog = await findDialog(`IO: ${campaignName(mock, campaign)}`);
    const number = await within(dialog).findByRole('textbox', { name: /IO number/ }, WAIT);
    expect((number as HTMLInputElement).value).toMatch(/^IO-\d{4}-\d{4}$/);
    await user.clear(number);
    await user.type(number, 'IO-TEST-1');
    await user.click(within(dialog).getByRole('button', { name: 'Create IO' }));

    expect(await within(dialog).findByText('IO-TEST-1', {}, WAIT)).toBeTruthy();
    expect(within(dialog).getByText('Not sent')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Send to creator' }));
    const today = formatDate(new Date());
    await waitFor(() => expect(within(dialog).queryByText('Not sent')).toBeNull(), WAIT);
    expect(within(dialog).getAllByText(today).length).toBeGreaterThan(0);

    await user.click(await within(dialog).findByRole('button', { name: 'Record signature' }, WAIT));
    await waitFor(() => expect(within(dialog).queryByText('Not signed')).toBeNull(), WAIT);
    expect(mock.backend.store.campaigns.get(campaign.id)?.io_status).toBe('creator-approved');
    expect(
      mock.backend.store.ioDocuments.lookupOne('campaign_id', campaign.id)?.signed_at,
    ).not.toBeNull();
    await expectAccessible();
  });

  it('keeps the number typed when the server refuses it, with the reason under it', async () => {
    const campaign = withoutIo();
    const taken = mock.backend.store.ioDocuments.all()[0]?.number ?? '';
    const user = userEvent.setup();
    await openIo(campaign.id);
    const dialog = await findDialog(`IO: ${campaignName(mock, campaign)}`);
    const number = await within(dialog).findByRole('textbox', { name: /IO number/ }, WAIT);
    await user.clear(number);
    await user.type(number, `${taken}{Enter}`);
    expect(
      await within(dialog).findByText('The number has already been taken.', {}, WAIT),
    ).toBeTruthy();
    expect((number as HTMLInputElement).value).toBe(taken);
  });

  it('tells Read Only users there is no IO yet, and offers no creation', async () => {
    const campaign = withoutIo();
    await openIo(campaign.id, 'readonly');
    const dialog = await findDialog(`IO: ${campaignName(mock, campaign)}`);
    expect(await within(dialog).findByText('No IO yet.', {}, WAIT)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Create IO' })).toBeNull();
  });
});
