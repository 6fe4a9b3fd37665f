import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { expectAccessible, WAIT } from '../../test/agencyQueries.ts';
import { describedBy } from '../../test/describedBy.ts';
import { renderRoute, setupPortalMockApi } from '../../test/renderRoute.tsx';

// The shared `contact` modal from a creator's settings (the brand record's tests open it too).

const mock = setupPortalMockApi();
const CREATOR = 1;
const SETTINGS = `/agency/creators/${CREATOR}/settings`;
afterEach(() => {
  cleanup();
  mock.backend.setFaults({});
});

const creatorContacts = () =>
  mock.backend.store.contacts
    .all()
    .filter((contact) => contact.subject_type === 'creator' && contact.subject_id === CREATOR);

async function openAdd() {
  await renderRoute(SETTINGS, { as: 'admin' });
  await userEvent.click(await screen.findByRole('button', { name: 'Add contact' }, WAIT));
  return screen.findByRole('dialog', { name: 'Add a contact' }, WAIT);
}

describe('the contact modal on a creator', { timeout: 60_000 }, () => {
  it('checks the email first, adds the contact to the list, then edits it', async () => {
    const dialog = await openAdd();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Ana Agent');
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'ana@agency');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add contact' }));
    expect(describedBy(email)).toMatch(/name@example\.com/);
    await userEvent.type(email, '.tv');
    await expectAccessible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add contact' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const contacts = screen.getByRole('grid', { name: 'Contacts' });
    await userEvent.click(await within(contacts).findByText('Ana Agent'));
    expect(creatorContacts().find((row) => row.name === 'Ana Agent')?.email).toBe('ana@agency.tv');

    const editing = await screen.findByRole('dialog', { name: 'Edit Ana Agent' });
    await userEvent.type(within(editing).getByRole('textbox', { name: 'Job title' }), 'Agent');
    await userEvent.click(within(editing).getByRole('button', { name: 'Save contact' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(contacts).findByText('Agent')).toBeTruthy();
  });

  it('shows the server’s refusal under its field and keeps what was typed', async () => {
    const dialog = await openAdd();
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    const phone = within(dialog).getByRole('textbox', { name: 'Phone' });
    await userEvent.type(name, 'Ana Agent');
    await userEvent.type(phone, 'call me');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add contact' }));
    await waitFor(() => expect(describedBy(phone)).toMatch(/phone number/), WAIT);
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect([(name as HTMLInputElement).value, (phone as HTMLInputElement).value]).toEqual([
      'Ana Agent',
      'call me',
    ]);

    mock.backend.setFaults({ errorRate: 1 });
    await userEvent.clear(phone);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add contact' }));
    expect((await within(dialog).findByRole('alert', {}, WAIT)).textContent).toMatch(
      /Server Error/,
    );
    expect((name as HTMLInputElement).value).toBe('Ana Agent');
    expect(creatorContacts().some((contact) => contact.name === 'Ana Agent')).toBe(false);
  });

  it('gives Read Only users the contacts without any write control', async () => {
    await renderRoute(SETTINGS, { as: 'readonly' });
    await screen.findByRole('grid', { name: 'Contacts' }, WAIT);
    expect(screen.queryByRole('button', { name: 'Add contact' })).toBeNull();
  });
});
