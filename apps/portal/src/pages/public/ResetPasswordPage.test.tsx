import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderRoute, setupPortalMockApi } from '../../test/renderRoute.tsx';

const mock = setupPortalMockApi();
beforeAll(async () => {
  await Promise.all([
    import('../../layouts/LoginLayout.tsx'),
    import('./ForgotPasswordPage.tsx'),
    import('./ResetPasswordPage.tsx'),
    import('./LoginPage.tsx'),
  ]);
}, 120_000);

/** The path of the last reset link the fake mailed. */
function lastResetLink(): string {
  const body = mock.backend.auth.mail.at(-1)?.body ?? '';
  const link = /\/reset-password\?\S+/.exec(body)?.[0];
  if (link === undefined) throw new Error(`No reset link in: ${body}`);
  return link;
}

describe('ForgotPasswordPage and ResetPasswordPage', () => {
  it('sends a reset link, then sets the new password and goes to sign in with a confirmation', async () => {
    const user = userEvent.setup();
    await renderRoute('/forgot-password');
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'brand@airtime.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('We have emailed your password reset link.')).toBeTruthy();
    expect(screen.getByText(/brand@airtime\.test/)).toBeTruthy();
    cleanup();

    const { router } = await renderRoute(lastResetLink());
    expect(
      ((await screen.findByRole('textbox', { name: 'Email' })) as HTMLInputElement).value,
    ).toBe('brand@airtime.test');
    await user.type(screen.getByLabelText(/^New password/), 'a-new-password');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText(/Your password has been reset\./)).toBeTruthy();
  }, 60_000);

  it('shows the server message for an unknown address', async () => {
    const user = userEvent.setup();
    await renderRoute('/forgot-password');
    const email = await screen.findByRole('textbox', { name: 'Email' });
    await user.type(email, 'nobody@airtime.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect((email as HTMLInputElement).value).toBe('nobody@airtime.test');
  });

  it('checks the confirmation before sending, and says when a link has no token', async () => {
    const user = userEvent.setup();
    await renderRoute('/reset-password?token=abc&email=brand%40airtime.test');
    await user.type(await screen.findByLabelText(/^New password/), 'a-new-password');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'another-password');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByText('The passwords do not match.')).toBeTruthy();
    cleanup();

    await renderRoute('/reset-password');
    expect(await screen.findByText('This reset link is incomplete')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reset password' })).toBeNull();
  });
});
