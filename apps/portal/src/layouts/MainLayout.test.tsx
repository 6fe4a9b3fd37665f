import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setupPortalMockApi } from '../test/renderRoute.tsx';
import { renderShell } from '../test/renderShell.tsx';

setupPortalMockApi();
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const LOAD = { timeout: 20_000 };

async function openNavigation() {
  await userEvent.click(await screen.findByRole('button', { name: 'Toggle navigation' }, LOAD));
  return screen.findByRole('navigation', { name: 'Main' });
}

const linkNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('MainLayout', () => {
  it('shows the agency header and the page', async () => {
    await renderShell('/agency/home', { as: 'admin' });
    expect(await screen.findByRole('heading', { name: 'Page /agency/home' }, LOAD)).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Search' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Inbox, \d+ unread$/ })).toHaveProperty(
      'pathname',
      '/agency/inbox',
    );
    expect(screen.getByRole('button', { name: /^IOs, \d+$/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeTruthy();
  });

  // The drawer's code loads on first use: the first Enter on the toggle must still open it, with
  // focus inside, and Escape must give focus back to the toggle.
  it('opens the navigation drawer on the first Enter on its toggle', async () => {
    await renderShell('/agency/home', { as: 'admin' });
    const toggle = await screen.findByRole('button', { name: 'Toggle navigation' }, LOAD);
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(toggle));
  });

  it('keeps the navigation closed at start below xxl, and closes it after a link', async () => {
    const { router } = await renderShell('/agency/home', { as: 'admin' });
    await screen.findByRole('heading', { name: 'Page /agency/home' }, LOAD);
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    const nav = await openNavigation();
    await userEvent.click(within(nav).getByRole('link', { name: 'Brands' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agency/brands'));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull());
  });

  it('hides Finance from ops without view_accounting', async () => {
    await renderShell('/agency/home', { as: 'ops' });
    const nav = await openNavigation();
    expect(linkNames(nav)).toEqual([
      'Home',
      'Prospecting',
      'Planning',
      'Production',
      'Agencies',
      'Brands',
      'Creators',
      'Traffic',
      'Contact support',
      'Privacy policy',
      'Terms of service',
    ]);
  });

  it('hides planning, production and brands from a Prospecting-only user', async () => {
    await renderShell('/agency/home', { as: 'prospector' });
    const nav = await openNavigation();
    expect(linkNames(nav).slice(0, 4)).toEqual(['Home', 'Prospecting', 'Agencies', 'Creators']);
  });

  it('offers Application settings to a Super Admin and marks the current page', async () => {
    await renderShell('/agency/home', { as: 'superadmin' });
    const nav = await openNavigation();
    expect(within(nav).getByRole('link', { name: 'Application settings' })).toHaveProperty(
      'pathname',
      '/agency/settings',
    );
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('shows breadcrumbs with the record’s name, and none on the frameless inbox', async () => {
    const { router } = await renderShell('/agency/brands/3/planning', { as: 'admin' });
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumbs' }, LOAD);
    await waitFor(() => expect(within(trail).queryByText('Loading...')).toBeNull());
    expect(within(trail).getByRole('link', { name: 'Brands' })).toBeTruthy();
    expect(within(trail).getAllByRole('link')).toHaveLength(3);
    const current = within(trail).getByRole('link', { name: 'Planning' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.getAttribute('aria-disabled')).toBe('true');
    // A crumb follows its link through the router, without a page load.
    await userEvent.click(within(trail).getByRole('link', { name: 'Brands' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agency/brands'));
    await router.navigate('/agency/inbox');
    await screen.findByRole('heading', { name: 'Page /agency/inbox' });
    expect(screen.queryByRole('navigation', { name: 'Breadcrumbs' })).toBeNull();
  });

  it('gives the brand app its brand picker and menu', async () => {
    await renderShell('/brand/home', { as: 'brand' });
    expect(await screen.findByRole('heading', { name: 'Page /brand/home' }, LOAD)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Airtime home' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Search' })).toBeTruthy();
    const picker = await screen.findByRole('button', { name: /Brand/ });
    await waitFor(() => expect(picker.textContent).not.toBe(''));
    const nav = await openNavigation();
    expect(linkNames(nav)).toEqual([
      'Dashboard',
      'Calendar',
      'Creators',
      'Prospecting',
      'Reporting',
      'Contact support',
      'Privacy policy',
      'Terms of service',
    ]);
  });

  it('docks the creator navigation with the creator’s brands', async () => {
    await renderShell('/creator/home', { as: 'creator' });
    const nav = await screen.findByRole('navigation', { name: 'Main' }, LOAD);
    expect(screen.queryByRole('button', { name: 'Toggle navigation' })).toBeNull();
    const active = within(nav).getByRole('region', { name: 'Active Brands' });
    await waitFor(() => expect(within(active).getAllByRole('link').length).toBeGreaterThan(0));
    expect(within(nav).getByRole('region', { name: 'Inactive Brands' })).toBeTruthy();
    expect(within(active).getAllByRole('link')[0]?.textContent).toMatch(
      /Last aired \d{2}\/\d{2}\/\d{4}$/,
    );
    expect(screen.getByRole('button', { name: /^Creator: / })).toBeTruthy();
  });
});
