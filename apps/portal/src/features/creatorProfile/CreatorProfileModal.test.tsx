import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { expectAccessible, WAIT } from '../../test/agencyQueries.ts';
import { describedBy } from '../../test/describedBy.ts';
import { choose } from '../../test/productionModals.ts';
import { renderRoute, setupPortalMockApi } from '../../test/renderRoute.tsx';

// `edit demographics`, `add address` and `phone` from a creator's Settings.

const mock = setupPortalMockApi();
const CREATOR = 1;
const SETTINGS = `/agency/creators/${CREATOR}/settings`;
afterEach(() => cleanup());

const creator = () => mock.backend.store.creators.get(CREATOR);
const profile = () => screen.getByRole('region', { name: 'Profile' });

async function openPart(button: string, title: string) {
  await renderRoute(SETTINGS, { as: 'admin' });
  await userEvent.click(await screen.findByRole('button', { name: button }, WAIT));
  return screen.findByRole('dialog', { name: title }, WAIT);
}

describe('the creator profile modals', { timeout: 60_000 }, () => {
  it('edits the demographics, checking the age first', async () => {
    const dialog = await openPart('Edit demographics', 'Edit demographics');
    const age = within(dialog).getByRole('textbox', { name: 'Age' });
    await userEvent.type(age, '12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save demographics' }));
    expect(describedBy(age)).toMatch(/13 to 120/);
    await userEvent.clear(age);
    await userEvent.type(age, '29');
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Country' }), 'United Sta');
    await userEvent.click(await screen.findByRole('option', { name: 'United States' }));
    await choose(dialog, /Gender/, 'Non-binary');
    await expectAccessible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save demographics' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    expect(creator()).toMatchObject({ age: 29, country: 'US', gender: 'non_binary' });
    const card = profile();
    expect(await within(card).findByText('United States')).toBeTruthy();
    expect(within(card).getByText('Non-binary')).toBeTruthy();
  });

  it('shows the server’s refusal of a phone under it, keeps it, then saves a good one', async () => {
    const dialog = await openPart('Add phone', 'Add phone');
    const phone = within(dialog).getByRole('textbox', { name: /Phone/ });
    await userEvent.type(phone, 'call me');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save phone' }));
    await waitFor(() => expect(describedBy(phone)).toMatch(/phone number/), WAIT);
    expect((phone as HTMLInputElement).value).toBe('call me');
    expect(creator()?.phone).toBeNull();
    await userEvent.clear(phone);
    await userEvent.type(phone, '+1 555 010 2000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save phone' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    expect(await screen.findByRole('button', { name: 'Edit phone' })).toBeTruthy();
    expect(creator()?.phone).toBe('+1 555 010 2000');
  });

  it('adds an address on several lines', async () => {
    const dialog = await openPart('Add address', 'Add address');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Address/ }),
      '1 Main St{Enter}Springfield',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    expect(creator()?.address).toMatch(/^1 Main St\r?\nSpringfield$/);
    expect(await screen.findByRole('button', { name: 'Edit address' })).toBeTruthy();
  });

  it('gives Read Only users the profile without a way to change it', async () => {
    await renderRoute(SETTINGS, { as: 'readonly' });
    await screen.findByRole('heading', { name: 'Profile' }, WAIT);
    expect(screen.queryByRole('button', { name: 'Edit demographics' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add phone' })).toBeNull();
  });
});
