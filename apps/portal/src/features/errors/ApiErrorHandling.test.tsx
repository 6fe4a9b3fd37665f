import { createAgency, listBrands } from '@airtime/api-client/calls';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupPortalMockApi } from '../../test/renderRoute.tsx';
import { renderShell } from '../../test/renderShell.tsx';
import { pageReload } from '../shell/pageReload.ts';

const mock = setupPortalMockApi();
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});

const LOAD = { timeout: 20_000 };

describe('the API error behaviours (spec §8)', () => {
  it('sends a 401 to login with the page to come back to, checked', async () => {
    const { router, services } = await renderShell('/agency/brands?sort=name', { as: 'admin' });
    await screen.findByRole('heading', { name: 'Page /agency/brands' }, LOAD);
    mock.backend.setFaults({ expireSession: true });
    await act(() => services.client.request(listBrands).catch(() => undefined));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent('/agency/brands?sort=name')}&checked=true`,
    );
    expect(services.session.getState().status).toBe('signed-out');
  });

  it('leaves a signed-out visitor where they are', async () => {
    const { router, services } = await renderShell('/login');
    await screen.findByRole('heading', { name: 'Page /login' }, LOAD);
    await act(() => services.client.request(listBrands).catch(() => undefined));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('');
  });

  it('shows the impersonation-over modal, whose OK reloads', async () => {
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => {});
    const { services } = await renderShell('/agency/home', { as: 'superadmin' });
    await screen.findByRole('heading', { name: 'Page /agency/home' }, LOAD);
    await act(() => services.session.startImpersonation(3));
    mock.backend.auth.endAllImpersonations();
    await act(() => services.client.request(listBrands).catch(() => undefined));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText('Impersonation session is over. Click "OK" to refresh a page.'),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(reload).toHaveBeenCalled();
  });

  it('toasts the server’s message to a Read Only user', async () => {
    const { services } = await renderShell('/agency/home', { as: 'readonly' });
    await screen.findByRole('heading', { name: 'Page /agency/home' }, LOAD);
    const error = await act(() =>
      services.client.request(createAgency, { body: { name: 'Nope' } }).catch((e: Error) => e),
    );
    expect(error).toBeInstanceOf(Error);
    expect(await screen.findByText((error as Error).message)).toBeTruthy();
  });
});
