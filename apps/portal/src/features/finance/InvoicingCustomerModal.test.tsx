import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectAccessible, WAIT } from '../../test/agencyQueries.ts';
import { renderBrandRoute, setupBrandTests } from '../../test/renderBrandRoute.tsx';

const mock = setupBrandTests();
const { store } = mock.backend;

// The seed gives brand 7 an unconnected customer of its own name, and connects brand 4 (every fourth).
const BRAND = 7;

// The settings page is the brand's heaviest: its first render in a test file is slow.
const FIRST = { timeout: 40_000 } as const;

async function openModal(action: string) {
  await userEvent.click(await screen.findByRole('button', { name: action }, FIRST));
  return screen.findByRole('dialog', { name: /^Invoicing customer of / }, WAIT);
}

async function choose(dialog: HTMLElement, search: string, option: string) {
  await userEvent.type(within(dialog).getByRole('combobox', { name: /Customer/ }), search);
  await userEvent.click(
    await screen.findByRole('option', { name: new RegExp(`^${option} ·`) }, WAIT),
  );
}

describe('InvoicingCustomerModal', { timeout: 60_000 }, () => {
  it("connects a customer from the brand's settings, then disconnects it after asking", async () => {
    const brand = store.brands.get(BRAND);
    if (brand === undefined) throw new Error('no brand 7');
    await renderBrandRoute(`/agency/brands/${BRAND}/settings`, { as: 'admin' });
    expect(
      await screen.findByText('Not connected to a customer yet.', undefined, WAIT),
    ).toBeTruthy();
    const dialog = await openModal('Connect customer');
    await expectAccessible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(within(dialog).getByText('Choose a customer.')).toBeTruthy();

    await choose(dialog, brand.name, brand.name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    expect(await screen.findByText(brand.name, { selector: 'strong' }, WAIT)).toBeTruthy();
    expect(store.brands.get(BRAND)?.invoicing_customer?.name).toBe(brand.name);

    const again = await openModal('Change customer');
    await userEvent.click(within(again).getByRole('button', { name: 'Disconnect' }));
    const confirm = await screen.findByRole(
      'alertdialog',
      { name: `Disconnect ${brand.name}?` },
      WAIT,
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Disconnect' }));
    expect(
      await screen.findByText('Not connected to a customer yet.', undefined, WAIT),
    ).toBeTruthy();
    expect(store.brands.get(BRAND)?.invoicing_customer).toBeNull();
  });

  it("shows the server's refusal under the field and keeps the choice", async () => {
    const taken = store.brands.get(4)?.invoicing_customer;
    if (taken == null) throw new Error('brand 4 has no customer');
    await renderBrandRoute(`/agency/brands/${BRAND}/settings`, { as: 'admin' });
    const dialog = await openModal('Connect customer');
    await choose(dialog, taken.name, taken.name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(
      await within(dialog).findByText(/is already connected to/, undefined, WAIT),
    ).toBeTruthy();
    expect(
      (within(dialog).getByRole('combobox', { name: /Customer/ }) as HTMLInputElement).value,
    ).toBe(taken.name);
  });

  it('shows Read Only users the customer without a way to change it', async () => {
    await renderBrandRoute('/agency/brands/4/settings', { as: 'readonly' });
    const name = store.brands.get(4)?.invoicing_customer?.name ?? '';
    expect(await screen.findByText(name, { selector: 'strong' }, WAIT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change customer' })).toBeNull();
  });
});
