import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBrandRoute, setupBrandTests } from '../test/renderBrandRoute.tsx';

setupBrandTests();

const tabNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('tab')
    .map((tab) => tab.textContent);

describe('AgencyBrandLayout', () => {
  it('shows the brand, its key figures and its sections as tabs', async () => {
    await renderBrandRoute('/agency/brands/2', { as: 'admin' });
    const header = await screen.findByRole('region', { name: 'Brand' });
    expect(await within(header).findByText('Schaden - Predovic')).toBeTruthy();
    const figure = (label: string) => within(header).getByText(label).parentElement?.textContent;
    await within(header).findByText('22');
    expect(figure('Active campaigns')).toContain('6');
    expect(figure('Creators')).toContain('22');
    expect(figure('Aired events')).toContain('60');
    expect(figure('Upcoming events')).toContain('32');
    expect(figure('Total spend')).toContain('$243,650');
    expect(figure('Average CPM')).toContain('$27.81');
    expect(
      within(header)
        .getByRole('link', { name: /schaden-predovic\.com/ })
        .getAttribute('href'),
    ).toBe('https://www.schaden-predovic.com');
    expect(tabNames(screen.getByRole('tablist', { name: 'Brand sections' }))).toEqual([
      'Dashboard',
      'Prospecting',
      'Planning',
      'Production',
      'Settings',
      'Reporting',
    ]);
    expect(screen.queryByRole('tablist', { name: 'Reports' })).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
  });

  it('opens Reporting on Campaign Tracking with the reports as a side list', async () => {
    const { router } = await renderBrandRoute('/agency/brands/2/reporting', { as: 'admin' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Campaign Tracking' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/agency/brands/2/reporting/campaign-tracking');
    const reports = screen.getByRole('tablist', { name: 'Reports' });
    expect(tabNames(reports)).toEqual([
      'Campaign Tracking',
      'Events',
      'Campaign Analysis',
      'Seismograph',
      'Effectiveness',
      'Creators',
      'Revenue',
      'Sales Activity',
      'Import Activity',
      'Contracts',
    ]);
    expect(
      within(reports).getByRole('tab', { name: 'Campaign Tracking' }).getAttribute('aria-selected'),
    ).toBe('true');
    expect(
      within(screen.getByRole('tablist', { name: 'Brand sections' }))
        .getByRole('tab', { name: 'Reporting' })
        .getAttribute('aria-selected'),
    ).toBe('true');
  });

  it('hides Revenue from users without view_brands.revenue, and sends them home from it', async () => {
    const { router } = await renderBrandRoute('/agency/brands/2/reporting/events', { as: 'ops' });
    const reports = await screen.findByRole('tablist', { name: 'Reports' });
    expect(tabNames(reports)).not.toContain('Revenue');
    expect(tabNames(reports)).toContain('Sales Activity');
    await router.navigate('/agency/brands/2/reporting/revenue');
    expect(await screen.findByRole('heading', { level: 1, name: 'Agency home' })).toBeTruthy();
  });

  it('says when the brand does not exist, with a way back to the list', async () => {
    await renderBrandRoute('/agency/brands/99999', { as: 'admin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Brand not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to brands' }).getAttribute('href')).toBe(
      '/agency/brands',
    );
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});
