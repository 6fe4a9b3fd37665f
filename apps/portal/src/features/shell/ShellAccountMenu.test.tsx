import type { PersonaKey } from '@airtime/mock-api';
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

const LOAD = { timeout: 20_000 };

async function menuItems(path: string, as: PersonaKey) {
  const view = await renderShell(path, { as });
  await userEvent.click(
    await screen.findByRole('button', { name: 'Account menu' }, { timeout: 20_000 }),
  );
  const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
  return { view, items };
}

describe('the account menu', () => {
  it.each([
    ['superadmin', '/agency/home', ['Settings', 'Impersonate', 'Log out']],
    ['admin', '/agency/home', ['Settings', 'Log out']],
    ['readonly', '/agency/home', ['Settings', 'Log out']],
    ['brand', '/brand/home', ['Settings', 'Log out']],
    ['creator', '/creator/home', ['Settings', 'Log out']],
  ] as const)('offers %s at %s: %j', async (as, path, expected) => {
    const { items } = await menuItems(path, as);
    expect(items).toEqual(expected);
  });

  // Its code loads on first use: the first key press, with nothing hovered or loaded before, must
  // still open it with focus where React Aria's MenuTrigger puts it.
  it.each([
    ['{Enter}', 'Settings'],
    ['{ArrowDown}', 'Settings'],
    ['{ArrowUp}', 'Log out'],
  ])('opens from the keyboard on the first %s, on %s', async (key, focused) => {
    await renderShell('/agency/home', { as: 'admin' });
    const trigger = await screen.findByRole('button', { name: 'Account menu' }, LOAD);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    trigger.focus();
    await userEvent.keyboard(key);
    const menu = await screen.findByRole('menu', { name: 'Account menu' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe(focused));
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(trigger.getAttribute('aria-controls')).toBe(menu.id);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('logs out to the login page', async () => {
    const { view } = await menuItems('/agency/home', 'admin');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
    expect(view.services.session.getState().status).toBe('signed-out');
  });

  it('opens the profile settings in the URL', async () => {
    const { view } = await menuItems('/agency/home', 'admin');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Settings' }));
    expect(await screen.findByRole('dialog', { name: 'Profile settings' })).toBeTruthy();
    expect(view.router.state.location.search).toBe('?modal=settings');
  });
});
