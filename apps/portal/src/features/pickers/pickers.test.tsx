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
