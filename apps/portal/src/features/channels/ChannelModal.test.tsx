import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { expectAccessible, WAIT } from '../../test/agencyQueries.ts';
import { describedBy } from '../../test/describedBy.ts';
import { choose } from '../../test/productionModals.ts';
import { renderRoute, setupPortalMockApi } from '../../test/renderRoute.tsx';

const mock = setupPortalMockApi();
const CREATOR = 1;
const CHANNELS = `/agency/creators/${CREATOR}`;
afterEach(() => cleanup());

async function openAdd() {
  await renderRoute(CHANNELS, { as: 'admin' });
  await userEvent.click(await screen.findByRole('button', { name: 'Add channel' }, WAIT));
  return screen.findByRole('dialog', { name: 'Add a channel' }, WAIT);
}

describe('the add new channel modal', { timeout: 60_000 }, () => {
  it('asks for the platform and name, then adds the channel to the creator’s channels', async () => {
    const dialog = await openAdd();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add channel' }));
    expect(within(dialog).getByText('Choose the channel’s platform.')).toBeTruthy();
    expect(within(dialog).getByText('Enter the channel’s name.')).toBeTruthy();
    await choose(dialog, /Platform/, 'Twitch');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Mia Live');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Handle/ }), '@mialive');
    await expectAccessible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add channel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    const channels = mock.backend.store.channels.lookup('publisher_id', CREATOR);
    expect(channels.find((channel) => channel.name === 'Mia Live')).toMatchObject({
      content_type_id: 2,
      handle: 'mialive',
    });
    expect(await screen.findByRole('rowheader', { name: /Mia Live/ }, WAIT)).toBeTruthy();
  });

  it('shows the server’s refusal under the link and keeps what was typed', async () => {
    const dialog = await openAdd();
    await choose(dialog, /Platform/, 'YouTube');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Mia Clips');
    const link = within(dialog).getByRole('textbox', { name: /Link/ });
    await userEvent.type(link, 'not a link');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add channel' }));
    await waitFor(() => expect(describedBy(link)).toMatch(/url|valid/i), WAIT);
    expect((link as HTMLInputElement).value).toBe('not a link');
    expect(
      mock.backend.store.channels
        .lookup('publisher_id', CREATOR)
        .some((channel) => channel.name === 'Mia Clips'),
    ).toBe(false);
  });

  it('renames the shown channel, then deletes it after a confirmation', async () => {
    await renderRoute(CHANNELS, { as: 'admin' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit channel' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: /^Edit / }, WAIT);
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Renamed Show');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save channel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    const renamed = mock.backend.store.channels
      .lookup('publisher_id', CREATOR)
      .find((channel) => channel.name === 'Renamed Show');
    expect(renamed).toBeDefined();

    await userEvent.click(await screen.findByRole('button', { name: 'Edit channel' }, WAIT));
    const again = await screen.findByRole('dialog', { name: 'Edit Renamed Show' }, WAIT);
    await userEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Renamed Show?' }, WAIT);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete channel' }));
    await waitFor(
      () => expect(mock.backend.store.channels.get(renamed?.id ?? 0)).toBeUndefined(),
      WAIT,
    );
  });

  it('has no Add channel for Read Only users', async () => {
    await renderRoute(CHANNELS, { as: 'readonly' });
    await screen.findByRole('heading', { name: 'Channel' }, WAIT);
    expect(screen.queryByRole('button', { name: 'Add channel' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit channel' })).toBeNull();
  });
});
