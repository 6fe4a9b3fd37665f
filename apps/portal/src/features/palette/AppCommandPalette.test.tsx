import type { PersonaKey } from '@airtime/mock-api';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute, setupPortalMockApi } from '../../test/renderRoute.tsx';

setupPortalMockApi();
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const LOAD = { timeout: 20_000 };

/** Opens the palette with Ctrl+K on `path` once its page shows `heading`. */
async function openPalette(path: string, as: PersonaKey, heading: string) {
  const view = await renderRoute(path, { as });
  await screen.findByRole('heading', { level: 1, name: heading }, LOAD);
  await userEvent.keyboard('{Control>}k{/Control}');
  const dialog = await screen.findByRole('dialog', { name: 'Command palette' }, LOAD);
  return { view, dialog };
}

/** The offered items' labels under a section (a name is its label, then ', ' and its description). */
function offered(dialog: HTMLElement, section: string): string[] {
  const group = within(dialog).queryByRole('group', { name: section });
  if (group === null) return [];
  return within(group)
    .getAllByRole('menuitem')
    .map((item) => (item.textContent ?? '').split(', ')[0] ?? '');
}

// Records found through the search are e2e/commandPalette.test.ts's: results arriving after the
// typing make React Aria's Autocomplete move its virtual focus by dispatching DOM events, which
// user-event's document listener wraps in a nested act() that React 19 refuses in jsdom.
describe('the command palette', () => {
  // An action the user may not take is never offered: the same checks as the page's button and
  // the account menu's items.
  it.each<[PersonaKey, boolean, boolean]>([
    ['superadmin', true, true],
    ['admin', true, false],
    ['readonly', false, false],
  ])('offers %s Create brand: %s, Impersonate…: %s', async (as, createBrand, impersonate) => {
    const { dialog } = await openPalette('/agency/brands', as, 'Brands');
    const actions = offered(dialog, 'Actions');
    expect(actions.includes('Create brand')).toBe(createBrand);
    expect(actions.includes('Impersonate…')).toBe(impersonate);
    expect(actions).toContain('Settings');
  });

  it.each<[PersonaKey, string, string[], string[]]>([
    ['admin', '/agency/home', ['Planning', 'Brand Revenue', 'Creator Payout'], []],
    ['finance', '/agency/home', ['Brand Invoicing', 'Creator Payout'], ['Brand Revenue']],
    ['prospector', '/agency/home', ['Prospecting'], ['Planning', 'Production', 'Brands']],
  ])('offers %s on %s the pages they may open', async (as, path, present, absent) => {
    const { dialog } = await openPalette(path, as, 'Home');
    const pages = offered(dialog, 'Pages');
    expect(pages).toEqual(expect.arrayContaining(present));
    for (const name of absent) expect(pages).not.toContain(name);
  });

  it('runs an action through the page: Create brand opens its modal in the URL', async () => {
    const { view, dialog } = await openPalette('/agency/brands', 'admin', 'Brands');
    await userEvent.keyboard('create brand');
    await waitFor(() => expect(offered(dialog, 'Actions')).toEqual(['Create brand']));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(view.router.state.location.search).toContain('modal=create-brand'));
    expect(await screen.findByRole('dialog', { name: 'Create a brand' }, LOAD)).toBeTruthy();
  });

  it('opens a page, and offers it first under Recent next time', async () => {
    const { view, dialog } = await openPalette('/agency/home', 'admin', 'Home');
    await userEvent.keyboard('creators');
    await waitFor(() => expect(offered(dialog, 'Pages')[0]).toBe('Creators'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/agency/creators'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.keyboard('{Control>}k{/Control}');
    const again = await screen.findByRole('dialog', { name: 'Command palette' });
    expect(offered(again, 'Recent')).toEqual(['Creators']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
