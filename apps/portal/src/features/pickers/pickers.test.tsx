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

describe('the brand and creator pickers', () => {
  // The pickers' code loads on first use: the first key press must open them all the same.
  it('opens the brand picker on the first Enter, on the chosen brand', async () => {
    const { services } = await renderShell('/brand/home', { as: 'brand' });
    await screen.findByRole('heading', { name: 'Page /brand/home' }, LOAD);
    const chosen = services.session.getState().selectedBrand;
    const trigger = screen.getByRole('button', { name: /Brand$/ });
    expect(trigger.textContent).toBe(chosen?.name);
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(listbox.contains(document.activeElement)).toBe(true));
    expect(document.activeElement?.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement?.textContent).toBe(chosen?.name);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: /Brand$/ })),
    );
  });

  it('opens the creator picker on the first Enter, on its first creator', async () => {
    await renderShell('/creator/home', { as: 'creator' });
    const picker = await screen.findByRole('button', { name: /^Creator: (?!Loading)/ }, LOAD);
    picker.focus();
    await userEvent.keyboard('{Enter}');
    const items = await screen.findAllByRole('menuitem');
    await waitFor(() => expect(document.activeElement).toBe(items[0]));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(picker));
  });

  it('chooses another brand and starts the content again', async () => {
    const { services } = await renderShell('/brand/home', { as: 'brand' });
    const page = await screen.findByRole('heading', { name: 'Page /brand/home' }, LOAD);
    const first = services.session.getState().selectedBrand;
    await userEvent.click(screen.getByRole('button', { name: /Brand$/ }));
    const options = await screen.findAllByRole('option');
    expect(options.length).toBeGreaterThan(1);
    const other = options.find((option) => option.getAttribute('aria-selected') !== 'true');
    await userEvent.click(other as HTMLElement);
    await waitFor(() => expect(services.session.getState().selectedBrand?.id).not.toBe(first?.id));
    // The same page, but a new one: what it held belonged to the other brand.
    await waitFor(() => expect(page.isConnected).toBe(false));
    expect(screen.getByRole('heading', { name: 'Page /brand/home' })).toBeTruthy();
  });

  it('switches creators, and signs out to login from the creator picker', async () => {
    const { router, services } = await renderShell('/creator/home', { as: 'creator' });
    const picker = await screen.findByRole('button', { name: /^Creator: (?!Loading)/ }, LOAD);
    const first = services.session.getState().selectedCreator;
    await userEvent.click(picker);
    const items = await screen.findAllByRole('menuitem');
    expect(items.at(-1)?.textContent).toBe('Sign out');
    const other = items.find(
      (item) => item.textContent !== 'Sign out' && item.textContent !== first?.name,
    );
    await userEvent.click(other as HTMLElement);
    await waitFor(() =>
      expect(services.session.getState().selectedCreator?.id).not.toBe(first?.id),
    );

    await userEvent.click(screen.getByRole('button', { name: /^Creator: / }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(services.session.getState().status).toBe('signed-out');
  });
});
