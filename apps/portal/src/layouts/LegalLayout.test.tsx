import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderRoute, setupPortalMockApi } from '../test/renderRoute.tsx';

setupPortalMockApi();
beforeAll(async () => {
  await Promise.all([
    import('./LoginLayout.tsx'),
    import('./LegalLayout.tsx'),
    import('../pages/public/LoginPage.tsx'),
    import('../pages/legal/LegalPage.tsx'),
  ]);
}, 120_000);

describe('LegalLayout', () => {
  it('opens a legal page from the login landing as a modal and closes back to it', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoute('/login');
    const legal = await screen.findByRole('navigation', { name: 'Legal' });
    await user.click(within(legal).getByRole('link', { name: 'Privacy policy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Privacy Policy' });
    expect(dialog.textContent).toContain('What we collect');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.historyAction).toBe('POP');
  }, 60_000);

  it('goes to login on close when the page was opened directly', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoute('/terms');
    expect(await screen.findByRole('dialog', { name: 'Terms of Service' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  }, 60_000);

  it('shows the opt-out and support page with its contact address', async () => {
    await renderRoute('/optout');
    const dialog = await screen.findByRole('dialog', { name: 'Opt Out and Support' });
    expect(dialog.querySelector('a[href="mailto:support@airtime.test"]')).not.toBeNull();
  }, 60_000);
});

describe('LegalPage in an app', () => {
  it('is a page of the shell with its h1, not a modal', async () => {
    await renderRoute('/agency/privacy', { as: 'admin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  }, 60_000);
});
