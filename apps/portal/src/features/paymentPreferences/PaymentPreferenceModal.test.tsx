import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { expectAccessible, WAIT } from '../../test/agencyQueries.ts';
import { describedBy } from '../../test/describedBy.ts';
import { choose } from '../../test/productionModals.ts';
import { renderRoute, setupPortalMockApi } from '../../test/renderRoute.tsx';

// The `payment-preference` modal, shared by the creator app's Payments and the agency's record.

const mock = setupPortalMockApi();
const CREATOR = 1; // creator@'s first creator
afterEach(() => cleanup());

/** The creator's first payment preference, made a check so that switching to PayPal shows. */
function aCheck() {
  const { store } = mock.backend;
  const [first] = store.paymentPreferences.lookup('publisher_id', CREATOR);
  if (first === undefined) throw new Error('The seed gives creator 1 no payment preference.');
  store.paymentPreferences.update(first.id, { type: 1, payee_name: 'Mia', details: '1 Main St' });
  return first.id;
}

async function openFromTable(path: string, as: 'admin' | 'creator') {
  await renderRoute(path, { as });
  const table = await screen.findByRole('grid', { name: 'Payment preferences' }, WAIT);
  await userEvent.click(await within(table).findByText('Check', {}, WAIT));
}

describe('the payment preference modal', { timeout: 60_000 }, () => {
  it('lets the creator switch to PayPal with the fields PayPal needs', async () => {
    const id = aCheck();
    await openFromTable('/creator/payments', 'creator');
    const dialog = await screen.findByRole('dialog', { name: 'Payment preference' }, WAIT);
    expect(within(dialog).getByRole('textbox', { name: /Mailing address/ })).toBeTruthy();
    await choose(dialog, /Payment type/, 'PayPal');
    const email = within(dialog).getByRole('textbox', { name: /PayPal email/ });
    expect(within(dialog).queryByRole('textbox', { name: /Mailing address/ })).toBeNull();
    // What was typed for the check stays in the field PayPal reuses, and is checked as an email.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save payment preference' }));
    expect(describedBy(email)).toMatch(/name@example\.com/);
    await userEvent.clear(email);
    await userEvent.type(email, 'mia@pay.example');
    await expectAccessible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save payment preference' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    const table = screen.getByRole('grid', { name: 'Payment preferences' });
    expect(await within(table).findByText('mia@pay.example')).toBeTruthy();
    expect(mock.backend.store.paymentPreferences.get(id)).toMatchObject({
      type: 2,
      details: 'mia@pay.example',
    });
  });

  it('shows the server’s refusal under its field on the agency side and keeps what was typed', async () => {
    const id = aCheck();
    await openFromTable(`/agency/creators/${CREATOR}/settings`, 'admin');
    const dialog = await screen.findByRole('dialog', { name: 'Payment preference' }, WAIT);
    const payee = within(dialog).getByRole('textbox', { name: /Pay to the order of/ });
    const long = 'P'.repeat(300);
    await userEvent.clear(payee);
    await userEvent.click(payee);
    await userEvent.paste(long);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save payment preference' }));
    await waitFor(() => expect(describedBy(payee)).toMatch(/255/), WAIT);
    expect(payee.getAttribute('aria-invalid')).toBe('true');
    expect((payee as HTMLInputElement).value).toBe(long);
    expect(mock.backend.store.paymentPreferences.get(id)?.payee_name).toBe('Mia');
  });

  it('shows Read Only users the preference without a way to save it', async () => {
    const preferenceId = aCheck();
    const modal = `payment-preference:${JSON.stringify({ creatorId: CREATOR, preferenceId })}`;
    await renderRoute(`/agency/creators/${CREATOR}/settings?modal=${encodeURIComponent(modal)}`, {
      as: 'readonly',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Payment preference' }, WAIT);
    expect(within(dialog).getByRole('textbox', { name: /Mailing address/ })).toHaveProperty(
      'readOnly',
      true,
    );
    expect(within(dialog).queryByRole('button', { name: 'Save payment preference' })).toBeNull();
  });
});
