import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectAccessible, WAIT } from '../../test/agencyQueries.ts';
import { setupAgencyMockApi } from '../../test/renderAgencyPages.tsx';
import { renderRoute } from '../../test/renderRoute.tsx';

const mock = setupAgencyMockApi();
const { store } = mock.backend;

async function openFrom(path: string, action: string, title: string) {
  const view = await renderRoute(path, { as: 'admin' });
  await userEvent.click(await screen.findByRole('button', { name: action }, WAIT));
  const dialog = await screen.findByRole('dialog', { name: title }, WAIT);
  return { ...view, dialog };
}

const field = (dialog: HTMLElement, name: string | RegExp) =>
  within(dialog).getByRole('textbox', { name }) as HTMLInputElement;

describe('the record modals', { timeout: 60_000 }, () => {
  it.each([
    ['/agency/agencies', 'Add agency'],
    ['/agency/brands', 'Create brand'],
    ['/agency/brands/non-airtime', 'Create brand'],
    ['/agency/creators', 'Add creator'],
  ])('%s offers %s to writers and not to Read Only users', async (path, action) => {
    const view = await renderRoute(path, { as: 'readonly' });
    await screen.findByRole('grid', undefined, WAIT);
    expect(screen.queryByRole('button', { name: action })).toBeNull();
    view.unmount();
    await renderRoute(path, { as: 'admin' });
    expect(await screen.findByRole('button', { name: action }, WAIT)).toBeTruthy();
  });

  it('adds an agency: checks the name, keeps what the server refused, opens the new agency', async () => {
    const taken = store.agencies.all()[0]?.name ?? '';
    const { dialog, router } = await openFrom('/agency/agencies', 'Add agency', 'Add an agency');
    await expectAccessible();
    await userEvent.type(field(dialog, 'Website'), 'northwind.example');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add agency' }));
    expect(within(dialog).getByText('Enter the agency’s name.')).toBeTruthy();
    expect(within(dialog).getByText(/starting with https:\/\//)).toBeTruthy();

    await userEvent.clear(field(dialog, 'Website'));
    await userEvent.type(field(dialog, 'Website'), 'https://northwind.example');
    await userEvent.type(field(dialog, /Name/), taken);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add agency' }));
    expect(await within(dialog).findByText('The name has already been taken.')).toBeTruthy();
    expect(field(dialog, 'Website').value).toBe('https://northwind.example');

    await userEvent.clear(field(dialog, /Name/));
    await userEvent.type(field(dialog, /Name/), 'Northwind Media');
    await userEvent.click(within(dialog).getByRole('button', { name: /Airtime rep/ }));
    const rep = (await screen.findAllByRole('option', undefined, WAIT))[1];
    const repName = rep?.textContent ?? '';
    if (rep === undefined) throw new Error('No agency staff to pick.');
    await userEvent.click(rep);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add agency' }));
    const created = await waitFor(() => {
      const found = store.agencies.all().find((agency) => agency.name === 'Northwind Media');
      if (found === undefined) throw new Error('not created yet');
      return found;
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Northwind Media' }, WAIT),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/agency/agencies/${created.id}`);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText(repName)).toBeTruthy();
  });

  it('edits an agency from its record', async () => {
    const agency = store.agencies.all()[0];
    if (agency === undefined) throw new Error('The seed has no agency.');
    await renderRoute(`/agency/agencies/${agency.id}`, { as: 'admin' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit agency' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: `Edit ${agency.name}` }, WAIT);
    await userEvent.clear(field(dialog, /Name/));
    await userEvent.type(field(dialog, /Name/), 'Renamed Agency');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save agency' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Renamed Agency' }, WAIT),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('creates a Non-Airtime brand with an agency and opens it', async () => {
    const agency = store.agencies.all()[1];
    if (agency === undefined) throw new Error('The seed has too few agencies.');
    const { dialog, router } = await openFrom(
      '/agency/brands/non-airtime',
      'Create brand',
      'Create a brand',
    );
    await expectAccessible();
    const customer = within(dialog).getByRole('checkbox', { name: 'Airtime customer' });
    expect((customer as HTMLInputElement).checked).toBe(false);
    await userEvent.type(field(dialog, /Name/), 'Quokka Coffee');
    await userEvent.type(
      within(dialog).getByRole('combobox', { name: 'Add an agency' }),
      agency.name,
    );
    await userEvent.click(await screen.findByRole('option', { name: agency.name }, WAIT));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create brand' }));
    const brand = await waitFor(() => {
      const found = store.brands.all().find((row) => row.name === 'Quokka Coffee');
      if (found === undefined) throw new Error('not created yet');
      return found;
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/agency/brands/${brand.id}`));
    expect(brand.airtime_customer).toBe(false);
    expect(store.brandAgencies.lookup('brand_id', brand.id).map((link) => link.agency_id)).toEqual([
      agency.id,
    ]);
  });

  it('adds a creator, then edits it from its record header', async () => {
    const { dialog, router } = await openFrom('/agency/creators', 'Add creator', 'Add a creator');
    await expectAccessible();
    await userEvent.type(field(dialog, /Name/), 'Pip Okafor');
    await userEvent.type(field(dialog, /Outreach emails/), 'pip@');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add creator' }));
    expect(within(dialog).getByText('“pip@” is not an email address.')).toBeTruthy();
    await userEvent.type(field(dialog, /Outreach emails/), 'example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add creator' }));
    const creator = await waitFor(() => {
      const found = store.creators.all().find((row) => row.name === 'Pip Okafor');
      if (found === undefined) throw new Error('not created yet');
      return found;
    });
    expect(creator.converted).toBe(true);
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(`/agency/creators/${creator.id}`),
    );

    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }, WAIT));
    const edit = await screen.findByRole('dialog', { name: 'Edit Pip Okafor' }, WAIT);
    expect(field(edit, /Outreach emails/).value).toBe('pip@example.com');
    await userEvent.clear(field(edit, /Name/));
    await userEvent.type(field(edit, /Name/), 'Pip Okafor-Lee');
    await userEvent.click(within(edit).getByRole('button', { name: 'Save creator' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pip Okafor-Lee' }, WAIT),
    ).toBeTruthy();
    expect(store.creators.get(creator.id)?.name).toBe('Pip Okafor-Lee');
  });
});
