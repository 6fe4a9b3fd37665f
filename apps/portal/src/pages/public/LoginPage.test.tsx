import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { describedBy } from '../../test/describedBy.ts';
import { renderRoute, setupPortalMockApi } from '../../test/renderRoute.tsx';

setupPortalMockApi();
beforeAll(async () => {
  await Promise.all([
    import('../../layouts/LoginLayout.tsx'),
    import('./LoginPage.tsx'),
    import('./LoginVerificationPage.tsx'),
  ]);
}, 120_000);

async function signIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

const landsOn = (router: DataRouter, path: string) =>
  waitFor(
    () => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(path),
    {
      timeout: 30_000,
    },
  );

describe('LoginPage', () => {
  it('signs an agency user in and lands on the agency home', async () => {
    const { router, services } = await renderRoute('/login');
    await signIn('admin@airtime.test', 'password');
    await landsOn(router, '/agency/home');
    expect(services.session.getState().profile?.email).toBe('admin@airtime.test');
  }, 60_000);

  it('keeps what was typed and shows the server message under Email on a wrong password', async () => {
    const { router } = await renderRoute('/login');
    await signIn('admin@airtime.test', 'not-the-password');
    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect((email as HTMLInputElement).value).toBe('admin@airtime.test');
    expect((screen.getByLabelText(/^Password/) as HTMLInputElement).value).toBe('not-the-password');
    expect(describedBy(email)).toMatch(/credentials|match/i);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('asks for missing fields before calling the server', async () => {
    const user = userEvent.setup();
    await renderRoute('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter your email.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();
  });

  it('takes the verify persona through the code step, keeping the redirect', async () => {
    const { router } = await renderRoute('/login?redirect=%2Fagency%2Fcreators');
    const user = await signIn('verify@airtime.test', 'password');
    await landsOn(router, '/login-verification?redirect=%2Fagency%2Fcreators');
    const code = await screen.findByRole('textbox', { name: 'Verification code' });
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(/code was invalid/i)).toBeTruthy();
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await landsOn(router, '/agency/creators');
  }, 60_000);

  it('goes to a safe redirect after sign-in', async () => {
    const { router } = await renderRoute(
      `/login?redirect=${encodeURIComponent('/agency/agencies?sort=name')}`,
    );
    await signIn('admin@airtime.test', 'password');
    await landsOn(router, '/agency/agencies?sort=name');
  }, 60_000);

  it.each([
    ['another origin', '//evil.example/agency/home'],
    ['a backslash trick', '/\\evil.example'],
    ['a scheme', 'https://evil.example/'],
  ])(
    'ignores an unsafe redirect (%s) and goes home',
    async (_case, redirect) => {
      const { router } = await renderRoute(`/login?redirect=${encodeURIComponent(redirect)}`);
      await signIn('admin@airtime.test', 'password');
      await landsOn(router, '/agency/home');
    },
    60_000,
  );

  it('says the session ended after a 401 (checked=true)', async () => {
    await renderRoute('/login?redirect=%2Fagency%2Fhome&checked=true');
    expect(await screen.findByText('Your session ended')).toBeTruthy();
  });

  it('links to the password reset and the access request', async () => {
    await renderRoute('/login');
    const forgot = await screen.findByRole('link', { name: 'Forgot password?' });
    expect(forgot.getAttribute('href')).toBe('/forgot-password');
    expect(screen.getByRole('link', { name: 'Request access' }).getAttribute('href')).toBe(
      '/signup-request',
    );
  });
});
