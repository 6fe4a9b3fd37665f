import { STORAGE_KEYS } from '@airtime/domain';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setupPortalMockApi } from '../../test/renderRoute.tsx';
import { renderShell } from '../../test/renderShell.tsx';

setupPortalMockApi();
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const TEXT = 'By using this application, you agree to our use of cookies.';

describe('the cookie notice', () => {
  it('shows on public pages and in the shell until accepted, then stays away', async () => {
    await renderShell('/login');
    const notice = await screen.findByRole(
      'region',
      { name: 'Cookie notice' },
      { timeout: 20_000 },
    );
    expect(screen.getByText(TEXT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveProperty(
      'pathname',
      '/privacy',
    );
    await userEvent.click(screen.getByRole('button', { name: 'I accept' }));
    await waitFor(() => expect(notice.isConnected).toBe(false));
    expect(localStorage.getItem(STORAGE_KEYS.cookiesAccept)).toBe('true');

    cleanup();
    await renderShell('/agency/home', { as: 'admin' });
    await screen.findByRole('heading', { name: 'Page /agency/home' }, { timeout: 20_000 });
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
  });

  it('shows in the shell while not accepted', async () => {
    await renderShell('/agency/home', { as: 'admin' });
    await screen.findByRole('heading', { name: 'Page /agency/home' }, { timeout: 20_000 });
    expect(screen.getByText(TEXT)).toBeTruthy();
  });
});
