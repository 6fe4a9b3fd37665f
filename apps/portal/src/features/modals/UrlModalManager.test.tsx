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

describe('modals in the URL', () => {
  it('reopens a shared link’s modal and closes it on a route change', async () => {
    const { router } = await renderShell('/agency/home?modal=settings', { as: 'admin' });
    expect(
      await screen.findByRole('dialog', { name: 'Profile settings' }, { timeout: 20_000 }),
    ).toBeTruthy();
    await router.navigate('/agency/brands');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('');
  });

  it('writes the opened modal to the URL and removes it on close', async () => {
    const { router } = await renderShell('/agency/home?sort=name', { as: 'admin' });
    await userEvent.click(
      await screen.findByRole('button', { name: /^IOs, \d+$/ }, { timeout: 20_000 }),
    );
    expect(await screen.findByRole('dialog', { name: 'IOs' })).toBeTruthy();
    expect(router.state.location.search).toBe('?sort=name&modal=io');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('?sort=name');
  });

  it('ignores names it does not know', async () => {
    await renderShell('/agency/home?modal=nothing-here', { as: 'admin' });
    await screen.findByRole('heading', { name: 'Page /agency/home' }, { timeout: 20_000 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
