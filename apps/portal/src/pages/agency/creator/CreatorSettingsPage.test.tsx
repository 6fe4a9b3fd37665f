import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectText } from '../../../features/creator/testQueries.ts';
import { renderRoute, setupPortalMockApi } from '../../../test/renderRoute.tsx';

const mock = setupPortalMockApi();

const CREATOR = 1;
const store = () => mock.backend.store;
const creator = () => store().creators.get(CREATOR);

describe('the agency creator settings', { timeout: 45_000 }, () => {
  it('saves the creator’s settings', async () => {
    const user = userEvent.setup();
    await renderRoute(`/agency/creators/${CREATOR}/settings`, { as: 'admin' });
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Miguel Renamed');
    await user.type(screen.getByRole('textbox', { name: 'Outreach emails' }), 'agent@miguel.tv');
    await user.click(screen.getByRole('button', { name: 'Save creator' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Miguel Renamed' }, { timeout: 8000 }),
    ).toBeTruthy();
    expect(creator()?.name).toBe('Miguel Renamed');
    expect(creator()?.outreach_emails).toEqual(['agent@miguel.tv']);
  });

  it('checks the form inline, and keeps what was typed when the server refuses', async () => {
    const user = userEvent.setup();
    await renderRoute(`/agency/creators/${CREATOR}/settings`, { as: 'admin' });
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save creator' }));
    expect(await screen.findByText('Enter the creator’s name.')).toBeTruthy();

    const long = 'M'.repeat(300);
    await user.click(name);
    await user.paste(long);
    await user.click(screen.getByRole('button', { name: 'Save creator' }));
    expect(await screen.findByText(/name.*255/i, {}, { timeout: 8000 })).toBeTruthy();
    expect((name as HTMLInputElement).value).toBe(long);
    expect(creator()?.name).not.toBe(long);
  });

  it('changes a payment preference’s type and payee', async () => {
    const user = userEvent.setup();
    await renderRoute(`/agency/creators/${CREATOR}/settings`, { as: 'admin' });
    const form = await screen.findByRole('form', { name: 'Payment preference 1' });
    await user.click(within(form).getByRole('button', { name: /Payment type/ }));
    await user.click(await screen.findByRole('option', { name: 'Check' }));
    const payee = within(form).getByRole('textbox', { name: 'Payee name' });
    await user.clear(payee);
    await user.type(payee, 'Miguel Payee');
    await user.click(within(form).getByRole('button', { name: 'Save payment preference' }));
    await waitFor(() => expect(store().paymentPreferences.get(1)?.type).toBe(1));
    expect(store().paymentPreferences.get(1)?.payee_name).toBe('Miguel Payee');
  });

  it('adds a contact, checking the email first', async () => {
    const user = userEvent.setup();
    await renderRoute(`/agency/creators/${CREATOR}/settings`, { as: 'admin' });
    await expectText('No contacts for this creator yet.');
    const form = screen.getByRole('form', { name: 'Add a contact' });
    await user.type(within(form).getByRole('textbox', { name: /Contact name/ }), 'Ana Agent');
    const email = within(form).getByRole('textbox', { name: 'Email' });
    await user.type(email, 'ana@agency');
    await user.click(within(form).getByRole('button', { name: 'Add contact' }));
    expect(
      await screen.findByText('Enter an email address such as name@example.com.'),
    ).toBeTruthy();
    await user.type(email, '.tv');
    await user.click(within(form).getByRole('button', { name: 'Add contact' }));
    await expectText('1 contact');
    const added = store()
      .contacts.all()
      .find((contact) => contact.subject_id === CREATOR && contact.name === 'Ana Agent');
    expect(added?.email).toBe('ana@agency.tv');
  });
});
