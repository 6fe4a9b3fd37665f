import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setupPortalMockApi } from '../../test/renderRoute.tsx';
import { renderShell } from '../../test/renderShell.tsx';

setupPortalMockApi();
afterEach(() => {
  cleanup();
  localStorage.clear();
});

async function openSettings() {
  const view = await renderShell('/agency/home?modal=settings', { as: 'admin' });
  const dialog = await screen.findByRole(
    'dialog',
    { name: 'Profile settings' },
    { timeout: 20_000 },
  );
  return { view, dialog };
}

describe('the profile settings modal', () => {
  it('saves the own name', async () => {
    const { view, dialog } = await openSettings();
    const first = within(dialog).getByRole('textbox', { name: /First name/ });
    expect((first as HTMLInputElement).value).toBe('Ada');
    await userEvent.clear(first);
    await userEvent.type(first, 'Adaline');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save profile' }));
    expect(await within(dialog).findByText('Profile saved.')).toBeTruthy();
    expect(view.services.session.getState().profile?.firstname).toBe('Adaline');
  });

  it('checks required names before sending', async () => {
    const { dialog } = await openSettings();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /Last name/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save profile' }));
    expect(await within(dialog).findByText('Last name is required.')).toBeTruthy();
  });

  it('shows the server’s refusal under the field and keeps what was typed', async () => {
    const { dialog } = await openSettings();
    const current = within(dialog).getByLabelText(/Current password/);
    await userEvent.type(current, 'wrong-password');
    await userEvent.type(within(dialog).getByLabelText(/^New password/), 'a-new-password-1');
    await userEvent.type(within(dialog).getByLabelText(/Confirm new password/), 'a-new-password-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByText('The password is incorrect.')).toBeTruthy();
    expect((current as HTMLInputElement).value).toBe('wrong-password');
  });

  it('changes the password', async () => {
    const { dialog } = await openSettings();
    await userEvent.type(within(dialog).getByLabelText(/Current password/), 'password');
    await userEvent.type(within(dialog).getByLabelText(/^New password/), 'a-new-password-1');
    await userEvent.type(within(dialog).getByLabelText(/Confirm new password/), 'a-new-password-2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByText('The new passwords do not match.')).toBeTruthy();
    await userEvent.clear(within(dialog).getByLabelText(/Confirm new password/));
    await userEvent.type(within(dialog).getByLabelText(/Confirm new password/), 'a-new-password-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(within(dialog).getByText('Password changed.')).toBeTruthy());
  });
});
