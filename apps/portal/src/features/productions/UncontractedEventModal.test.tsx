import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { expectAccessible } from '../../test/agencyQueries.ts';
import { choose, openModals } from '../../test/productionModals.ts';
import { setupPortalMockApi } from '../../test/renderRoute.tsx';

const mock = setupPortalMockApi();
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the un-contracted event modal', { timeout: 90_000 }, () => {
  it('checks the fields, keeps them when refused, then books the airing and opens its production', async () => {
    const { store } = mock.backend;
    const channel = store.channels.all().find((row) => row.deleted_at == null);
    const brand = store.brands.all().find((row) => row.id !== 1);
    if (channel === undefined || brand === undefined) throw new Error('The seed is empty.');
    const campaigns = store.campaigns.all().length;
    await openModals([`uncontracted-event:{"creatorId":${channel.publisher_id}}`]);
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Record an un-contracted event' },
      { timeout: 20_000 },
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record event' }));
    for (const message of [
      'Choose the channel it airs on.',
      'Choose the brand it is for.',
      'Enter what the event is called.',
      'Enter the day it airs.',
    ])
      expect(within(dialog).getByText(message)).toBeTruthy();

    await choose(dialog, /Channel/, channel.name);
    await userEvent.type(within(dialog).getByRole('combobox', { name: /Brand/ }), brand.name);
    await userEvent.click(await screen.findByRole('option', { name: brand.name }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Holiday special');
    await userEvent.type(within(dialog).getByLabelText(/Planned date/), '2026-12-03');
    const rate = within(dialog).getByRole('textbox', { name: 'Rate' });
    await userEvent.type(rate, '1200');
    await userEvent.tab();

    mock.server.use(
      http.post(
        '*/api/events',
        () =>
          HttpResponse.json(
            {
              message: 'The given data was invalid.',
              errors: { planned_date: ['The planned date is in a blackout week.'] },
            },
            { status: 422 },
          ),
        { once: true },
      ),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record event' }));
    expect(await within(dialog).findByText('The planned date is in a blackout week.')).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: /Title/ }) as HTMLInputElement).value).toBe(
      'Holiday special',
    );
    expect((rate as HTMLInputElement).value).toBe('$1,200');
    await expectAccessible();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Record event' }));
    const production = await screen.findByRole(
      'dialog',
      { name: new RegExp(`^${brand.name} on `) },
      { timeout: 20_000 },
    );
    expect(await within(production).findByDisplayValue('Holiday special')).toBeTruthy();
    const event = store.events.all().find((row) => row.title === 'Holiday special');
    expect(event).toMatchObject({
      content_id: channel.id,
      brand_id: brand.id,
      planned_date: '2026-12-03',
      rate: 1200,
    });
    expect(store.eventProductions.lookupOne('event_id', event?.id ?? 0)).toBeDefined();
    // It belongs to no campaign: none was made for it.
    expect(store.campaigns.all()).toHaveLength(campaigns);
  });
});
