import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describedBy } from '../../test/describedBy.ts';
import { setupPortalMockApi } from '../../test/renderRoute.tsx';
import { renderShell } from '../../test/renderShell.tsx';
import { pageReload } from '../shell/pageReload.ts';

const mock = setupPortalMockApi();
let reloadTo: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  reloadTo = vi.spyOn(pageReload, 'to').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});

async function openImpersonate(): Promise<HTMLElement> {
  await userEvent.click(
    await screen.findByRole('button', { name: 'Account menu' }, { timeout: 20_000 }),
  );
  // The menu's code loads on first use: it opens once it is there.
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Impersonate' }));
  return screen.findByRole('dialog', { name: 'Impersonate a user' });
}

describe('impersonation', () => {
  it('starts from the account menu and stops from the banner', async () => {
    const { services } = await renderShell('/agency/home', { as: 'superadmin' });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Account menu' }, { timeout: 20_000 }),
    );
    // The menu's code loads on first use: it opens once it is there.
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Impersonate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Impersonate a user' });
    const impersonate = within(dialog).getByRole('button', { name: 'Impersonate' });
    expect(impersonate.hasAttribute('disabled') || impersonate.dataset.disabled).toBeTruthy();

    await userEvent.type(within(dialog).getByRole('combobox', { name: 'User' }), 'Ada');
    await userEvent.click(
      await screen.findByRole('option', { name: /Ada Admin/ }, { timeout: 20_000 }),
    );
    await userEvent.click(impersonate);

    await waitFor(() => expect(reloadTo).toHaveBeenCalledWith('/agency/home'));
    // Until the reload the page stays the super admin's: nothing on it asks as Ada.
    expect(services.session.getState().profile?.email).toBe('superadmin@airtime.test');
    expect(services.client.impersonation.get()).not.toBeNull();
    // The reload loads the profile with the stored token: Ada's, impersonated.
    await act(() => services.session.refreshProfile());
    expect(services.session.getState().isImpersonating).toBe(true);
    const banner = await screen.findByText('Impersonation on');
    expect(screen.getByText('You are currently impersonating Ada Admin')).toBeTruthy();
    expect(screen.getByText('Impersonate on')).toBeTruthy();
    expect(banner).toBeTruthy();

    // The page would reload here; without the reload, the modal is still open over the shell.
    await userEvent.keyboard('{Escape}');
    await userEvent.click(await screen.findByRole('button', { name: 'Turn off' }));
    // The reload follows the session change, after the call: wait for it, not for the session.
    await waitFor(() => expect(reloadTo).toHaveBeenCalledTimes(2));
    expect(reloadTo).toHaveBeenLastCalledWith('/agency/home');
    expect(services.session.getState().isImpersonating).toBe(false);
    await waitFor(() => expect(screen.queryByText('Impersonation on')).toBeNull());
  });

  it('shows a refusal under the user, keeps the choice, and clears it as the user is edited', async () => {
    const { services } = await renderShell('/agency/home', { as: 'superadmin' });
    const dialog = await openImpersonate();
    const field = within(dialog).getByRole('combobox', { name: 'User' });
    await userEvent.type(field, 'Sam');
    await userEvent.click(
      await screen.findByRole('option', { name: /Sam Super/ }, { timeout: 20_000 }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Impersonate' }));

    await waitFor(() => expect(describedBy(field)).toMatch('You cannot impersonate yourself.'));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect((field as HTMLInputElement).value).toBe('Sam Super');
    expect(reloadTo).not.toHaveBeenCalled();
    expect(services.session.getState().isImpersonating).toBe(false);

    await userEvent.type(field, '{Backspace}');
    await waitFor(() => expect(describedBy(field)).not.toMatch('yourself'));
    expect(field.getAttribute('aria-invalid')).not.toBe('true');
  });

  it('says something went wrong when the failure is not the server’s', async () => {
    const { services } = await renderShell('/agency/home', { as: 'superadmin' });
    vi.spyOn(services.session, 'startImpersonation').mockRejectedValue(new TypeError('boom'));
    const dialog = await openImpersonate();
    const field = within(dialog).getByRole('combobox', { name: 'User' });
    await userEvent.type(field, 'Ada');
    await userEvent.click(
      await screen.findByRole('option', { name: /Ada Admin/ }, { timeout: 20_000 }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Impersonate' }));

    await waitFor(() => expect(describedBy(field)).toMatch(/Something went wrong/));
    expect((field as HTMLInputElement).value).toBe('Ada Admin');
    expect(reloadTo).not.toHaveBeenCalled();
  });

  it('turns off from the account menu', async () => {
    const { services } = await renderShell('/agency/home', { as: 'superadmin' });
    await screen.findByRole('button', { name: 'Account menu' }, { timeout: 20_000 });
    await services.session.startImpersonation(3);
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(['Settings', 'Turn Impersonate Off', 'Log out']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Turn Impersonate Off' }));
    await waitFor(() => expect(reloadTo).toHaveBeenCalledWith('/agency/home'));
    expect(services.session.getState().isImpersonating).toBe(false);
  });

  it('sends no user search once Impersonate is pressed (it would go out as the brand user)', async () => {
    await renderShell('/agency/home', { as: 'superadmin' });
    const refused: string[] = [];
    const onResponse = ({ request, response }: { request: Request; response: Response }) => {
      if (response.status === 403) refused.push(new URL(request.url).pathname);
    };
    mock.server.events.on('response:mocked', onResponse);
    try {
      const dialog = await openImpersonate();
      await userEvent.type(within(dialog).getByRole('combobox', { name: 'User' }), 'Bea');
      await userEvent.click(
        await screen.findByRole('option', { name: /brand@airtime\.test/ }, { timeout: 20_000 }),
      );
      // At once, before the search for the chosen name (the combobox's new text) is due.
      await userEvent.click(within(dialog).getByRole('button', { name: 'Impersonate' }));
      await waitFor(() => expect(reloadTo).toHaveBeenCalledWith('/brand/home'));
      // Longer than the search's debounce: nothing more goes out for the old text.
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(refused).toEqual([]);
    } finally {
      mock.server.events.removeListener('response:mocked', onResponse);
    }
  });
});
