import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setupPortalMockApi } from '../../test/renderRoute.tsx';
import { renderShell } from '../../test/renderShell.tsx';

setupPortalMockApi();
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the IO modal', () => {
  it('lists the campaigns whose IO is in negotiation', async () => {
    const { services } = await renderShell('/agency/home', { as: 'admin' });
    const button = await screen.findByRole('button', { name: /^IOs, \d+$/ }, { timeout: 20_000 });
    const count = services.session.getState().profile?.ios_count ?? 0;
    expect(button.getAttribute('aria-label')).toBe(`IOs, ${count}`);
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'IOs' });
    expect(within(dialog).getByRole('button', { name: /IO status/ }).textContent).toBe(
      'Negotiations',
    );
    // The badge stops at 99; the list counts them all.
    const label = await within(dialog).findByText(/^\d+ of \d+ campaigns$/, undefined, {
      timeout: 20_000,
    });
    const total = Number(label.textContent?.match(/of (\d+)/)?.[1]);
    expect(total).toBeGreaterThanOrEqual(count);
    // Dates read as the spec writes them (MMM dd, y), never as the API sends them.
    expect(dialog.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it("opens a row's IO, and its campaign from there", async () => {
    await renderShell('/agency/home', { as: 'admin' });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: /^IOs, \d+$/ }, { timeout: 20_000 }),
    );
    const list = await screen.findByRole('dialog', { name: 'IOs' });
    const grid = await within(list).findByRole('grid', undefined, { timeout: 20_000 });
    const row = (await within(grid).findAllByRole('row', undefined, { timeout: 20_000 }))[1];
    await user.click(within(row as HTMLElement).getAllByRole('gridcell')[0] as Element);
    const io = await screen.findByRole('dialog', { name: /^IO: / }, { timeout: 20_000 });
    await user.click(await within(io).findByRole('button', { name: 'Open campaign' }));
    expect(await screen.findByRole('dialog', { name: / × / }, { timeout: 20_000 })).toBeTruthy();
  });

  it('shows no IOs button without an IO count', async () => {
    await renderShell('/brand/home', { as: 'brand' });
    await screen.findByRole('heading', { name: 'Page /brand/home' }, { timeout: 20_000 });
    expect(screen.queryByRole('button', { name: /^IOs/ })).toBeNull();
  });
});
