import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderBrandRoute, setupBrandTests } from '../../../test/renderBrandRoute.tsx';

const mock = setupBrandTests();
const SETTINGS = '/agency/brands/2/settings';

async function detailsForm() {
  return screen.findByRole('form', { name: 'Brand details' });
}

describe('BrandSettingsPage', () => {
  it("saves the brand's details", async () => {
    await renderBrandRoute(SETTINGS, { as: 'admin' });
    const form = await detailsForm();
    const name = within(form).getByRole('textbox', { name: /Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Schaden Labs');
    const website = within(form).getByRole('textbox', { name: 'Website' });
    await userEvent.clear(website);
    await userEvent.type(website, 'https://labs.example.com');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Airtime customer' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save details' }));
    expect(await within(form).findByText('Changes saved.')).toBeTruthy();
    const saved = mock.backend.store.brands.get(2);
    expect(saved?.name).toBe('Schaden Labs');
    expect(saved?.website).toBe('https://labs.example.com');
    expect(saved?.airtime_customer).toBe(false);
  });

  it('checks fields as typed and keeps what was typed when the server says no', async () => {
    const other = mock.backend.store.brands.get(3)?.name ?? '';
    await renderBrandRoute(SETTINGS, { as: 'admin' });
    const form = await detailsForm();
    const website = within(form).getByRole('textbox', { name: 'Website' });
    await userEvent.clear(website);
    await userEvent.type(website, 'schaden.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Save details' }));
    expect(await within(form).findByText(/starting with https:\/\//)).toBeTruthy();

    await userEvent.clear(website);
    await userEvent.type(website, 'https://schaden.com');
    const name = within(form).getByRole('textbox', { name: /Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, other);
    await userEvent.click(within(form).getByRole('button', { name: 'Save details' }));
    expect(await within(form).findByText('The name has already been taken.')).toBeTruthy();
    expect((name as HTMLInputElement).value).toBe(other);
    expect((website as HTMLInputElement).value).toBe('https://schaden.com');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(mock.backend.store.brands.get(2)?.name).toBe('Schaden - Predovic');
  });

  it('shows a Read Only user the settings without a write control', async () => {
    await renderBrandRoute(SETTINGS, { as: 'readonly' });
    const form = await detailsForm();
    expect(within(form).getByRole('textbox', { name: /Name/ }).hasAttribute('readonly')).toBe(true);
    await screen.findByRole('grid', { name: 'Custom metrics' });
    for (const name of ['Save details', 'Save budget', 'Add metric', 'Add offer', 'Add tracker'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Add an agency' })).toBeNull();
  });

  it('links the brand to one more agency', async () => {
    await renderBrandRoute(SETTINGS, { as: 'admin' });
    const form = await detailsForm();
    const linked = () =>
      mock.backend.store.brandAgencies
        .lookup('brand_id', 2)
        .map((link) => link.agency_id)
        .sort();
    const before = linked();
    const other = mock.backend.store.agencies.all().find((agency) => !before.includes(agency.id));
    if (other === undefined) throw new Error('Every agency already works with brand 2.');
    await userEvent.type(within(form).getByRole('combobox', { name: 'Add an agency' }), other.name);
    await userEvent.click(await screen.findByRole('option', { name: other.name }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save details' }));
    expect(await within(form).findByText('Changes saved.')).toBeTruthy();
    expect(linked()).toEqual([...before, other.id].sort());
  });

  it('sets the budget, for users with view_brands.revenue only', async () => {
    await renderBrandRoute(SETTINGS, { as: 'admin' });
    const form = await screen.findByRole('form', { name: 'Brand budget' });
    const budget = within(form).getByRole('textbox', { name: 'Yearly budget' });
    await userEvent.clear(budget);
    await userEvent.type(budget, '500000');
    await userEvent.click(within(form).getByRole('button', { name: 'Save budget' }));
    expect(await within(form).findByText('Budget saved.')).toBeTruthy();
    expect(mock.backend.store.brands.get(2)?.budget).toBe(500_000);
  });

  it('leaves the budget out for users without view_brands.revenue', async () => {
    await renderBrandRoute(SETTINGS, { as: 'ops' });
    await detailsForm();
    expect(screen.queryByRole('form', { name: 'Brand budget' })).toBeNull();
  });

  it('adds a contact and a custom metric', async () => {
    await renderBrandRoute(SETTINGS, { as: 'admin' });
    const contacts = await screen.findByRole('grid', { name: 'Contacts' });
    await within(contacts).findByText('Bert Harris');
    await userEvent.click(screen.getByRole('button', { name: 'Add contact' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add a contact' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Ana Lopez');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'ana@');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add contact' }));
    expect(await within(dialog).findByText(/name@example.com/)).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'acme.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add contact' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(contacts).findByText('Ana Lopez')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Add metric' }));
    dialog = await screen.findByRole('dialog', { name: 'Add a custom metric' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Sign-ups');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      await within(screen.getByRole('grid', { name: 'Custom metrics' })).findByText('Sign-ups'),
    ).toBeTruthy();
  });

  it('edits a contact, then deletes it after asking', async () => {
    await renderBrandRoute(SETTINGS, { as: 'admin' });
    const contacts = await screen.findByRole('grid', { name: 'Contacts' });
    await userEvent.click(await within(contacts).findByText('Bert Harris'));
    let dialog = await screen.findByRole('dialog', { name: 'Edit Bert Harris' });
    const title = within(dialog).getByRole('textbox', { name: 'Job title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Head of Partnerships');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save contact' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(contacts).findByText('Head of Partnerships')).toBeTruthy();

    await userEvent.click(within(contacts).getByText('Bert Harris'));
    dialog = await screen.findByRole('dialog', { name: 'Edit Bert Harris' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Bert Harris?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete contact' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(within(contacts).queryByText('Bert Harris')).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the team and removes a member', async () => {
    await renderBrandRoute(SETTINGS, { as: 'admin' });
    const remove = await screen.findByRole('button', { name: /^Remove .* as backup$/ });
    await userEvent.click(remove);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^Remove .* as backup$/ })).toBeNull(),
    );
    expect(screen.getByRole('button', { name: /^Remove .* as owner$/ })).toBeTruthy();
  });
});
